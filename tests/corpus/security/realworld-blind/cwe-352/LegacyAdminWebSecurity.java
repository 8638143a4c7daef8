// expect: CWE-352 @ 22
// note: admin console with session-based httpBasic/form login turns CSRF off via csrf(c -> c.disable())
package com.shop.admin.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class LegacyAdminWebSecurity {

    @Bean
    SecurityFilterChain adminChain(HttpSecurity http) throws Exception {
        return http
                .securityMatcher("/admin/**")
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.IF_REQUIRED))
                .authorizeHttpRequests(a -> a.anyRequest().hasRole("ADMIN"))
                .formLogin(Customizer.withDefaults())
                .csrf(c -> c.disable())
                .build();
    }
}

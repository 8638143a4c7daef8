// expect: CWE-352 @ 22
// note: form-login web portal (browser sessions) disables CSRF protection with csrf(AbstractHttpConfigurer::disable)
package com.clinic.portal.security;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class PortalSecurityConfig {

    @Bean
    SecurityFilterChain portal(HttpSecurity http) throws Exception {
        http
                .authorizeHttpRequests(auth -> auth
                        .requestMatchers("/css/**", "/login").permitAll()
                        .anyRequest().authenticated())
                .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/appointments"))
                .logout(logout -> logout.logoutSuccessUrl("/login?bye"))
                .csrf(AbstractHttpConfigurer::disable);
        return http.build();
    }
}

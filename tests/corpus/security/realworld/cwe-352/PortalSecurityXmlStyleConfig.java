// expect: CWE-352 @ 18
// note: session-backed OAuth2 login app (oauth2Login, logout) disables CSRF with csrf(csrf -> csrf.disable())
package com.planit.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class PortalSecurityXmlStyleConfig {

    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a.requestMatchers("/", "/public/**").permitAll().anyRequest().authenticated())
                .oauth2Login(o -> o.defaultSuccessUrl("/calendar"))
                .logout(l -> l.logoutSuccessUrl("/"))
                .csrf(csrf -> csrf.disable());
        return http.build();
    }
}

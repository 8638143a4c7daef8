// expect: none (CWE-352 safe)
// note: separate chain for /webhooks/** (HMAC-signed, no sessions) disables CSRF only there; the UI chain keeps it
package com.hookrelay.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class WebhookOnlySecurityConfig {

    @Bean
    @Order(1)
    SecurityFilterChain webhooks(HttpSecurity http) throws Exception {
        http.securityMatcher("/webhooks/**")
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .authorizeHttpRequests(a -> a.anyRequest().permitAll())
                .csrf(c -> c.disable());
        return http.build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain ui(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a.anyRequest().authenticated())
                .formLogin(f -> {});
        return http.build();
    }
}

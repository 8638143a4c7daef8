// expect: none (CWE-352 safe)
// note: WebFlux security with formLogin and default CSRF protection
package com.gearshop.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.web.server.ServerHttpSecurity;
import org.springframework.security.web.server.SecurityWebFilterChain;

@Configuration
public class ReactiveSecuritySetup {

    @Bean
    SecurityWebFilterChain springSecurityFilterChain(ServerHttpSecurity http) {
        return http
                .authorizeExchange(ex -> ex.pathMatchers("/login").permitAll().anyExchange().authenticated())
                .formLogin(login -> {})
                .csrf(csrf -> {})
                .build();
    }
}

// expect: CWE-352 @ 18
// note: WebFlux ServerHttpSecurity with formLogin and csrf(ServerHttpSecurity.CsrfSpec::disable)
package com.gearshop.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.web.server.ServerHttpSecurity;
import org.springframework.security.web.server.SecurityWebFilterChain;

@Configuration
public class ReactiveSecurityConfig {

    @Bean
    SecurityWebFilterChain springSecurityFilterChain(ServerHttpSecurity http) {
        return http
                .authorizeExchange(ex -> ex.pathMatchers("/login").permitAll().anyExchange().authenticated())
                .formLogin(login -> {})
                .csrf(ServerHttpSecurity.CsrfSpec::disable)
                .build();
    }
}

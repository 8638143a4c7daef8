package com.example.security;

import org.springframework.boot.actuate.autoconfigure.security.servlet.EndpointRequest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class SecurityConfig {
    @Bean
    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
        http
            .csrf(csrf -> csrf.disable()) // expect: DES-CSRF-DISABLED
            .authorizeHttpRequests(auth -> auth
                .requestMatchers(EndpointRequest.toAnyEndpoint()).permitAll() // expect: DES-ACTUATOR-EXPOSED
                .requestMatchers("/login").permitAll() // ok: DES-PERMIT-ALL
                .anyRequest().permitAll()) // expect: DES-PERMIT-ALL
            .formLogin(form -> form.loginPage("/login"));
        return http.build();
    }
}

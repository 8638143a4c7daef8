package com.example.blog.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class WebSecurityConfig {

    @Bean
    public SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http
            .csrf(csrf -> csrf.disable()) // expect: DES-CSRF-DISABLED
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/admin/**").hasRole("ADMIN") // ok: DES-PERMIT-ALL
                .anyRequest().permitAll()) // expect: DES-PERMIT-ALL
            .formLogin(form -> form.loginPage("/login"));
        return http.build();
    }
}

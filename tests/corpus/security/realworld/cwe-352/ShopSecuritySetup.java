// expect: none (CWE-352 safe)
// note: shop keeps CSRF and exposes the token to JavaScript with CookieCsrfTokenRepository
package com.shopfront.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.CookieCsrfTokenRepository;

@Configuration
public class ShopSecuritySetup {

    @Bean
    SecurityFilterChain shop(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a.requestMatchers("/", "/products/**").permitAll().anyRequest().authenticated())
                .formLogin(f -> f.loginPage("/signin"))
                .rememberMe(r -> r.key("shopfront-remember"))
                .csrf(c -> c.csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse()));
        return http.build();
    }
}

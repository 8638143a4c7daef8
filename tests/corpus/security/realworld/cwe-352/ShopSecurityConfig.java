// expect: CWE-352 @ 18
// note: shop with session login disables CSRF via csrf(c -> c.disable()) "to make AJAX easier"
package com.shopfront.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class ShopSecurityConfig {

    @Bean
    SecurityFilterChain shop(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a.requestMatchers("/", "/products/**").permitAll().anyRequest().authenticated())
                .formLogin(f -> f.loginPage("/signin"))
                .rememberMe(r -> r.key("shopfront-remember"))
                .csrf(c -> c.disable());
        return http.build();
    }
}

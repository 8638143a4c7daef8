// expect: CWE-352 @ 18
// note: online banking (session cookies, httpBasic and formLogin) ignores CSRF for every path with ignoringRequestMatchers("/**")
package com.meridianbank.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class BankingSecurityConfig {

    @Bean
    SecurityFilterChain banking(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a.anyRequest().authenticated())
                .formLogin(f -> f.defaultSuccessUrl("/accounts"))
                .httpBasic(b -> {})
                .csrf(c -> c.ignoringRequestMatchers("/**"));
        return http.build();
    }
}

// expect: none (CWE-352 safe)
// note: oauth2Login app keeps CSRF and uses CsrfTokenRequestAttributeHandler for SPA token exposure
package com.planit.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.CsrfTokenRequestAttributeHandler;

@Configuration
public class PortalSecurityChainConfig {

    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a.requestMatchers("/", "/public/**").permitAll().anyRequest().authenticated())
                .oauth2Login(o -> o.defaultSuccessUrl("/calendar"))
                .logout(l -> l.logoutSuccessUrl("/"))
                .csrf(csrf -> csrf.csrfTokenRequestHandler(new CsrfTokenRequestAttributeHandler()));
        return http.build();
    }
}

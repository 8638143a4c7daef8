package com.example.forum.config;

import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.config.annotation.web.configuration.WebSecurityConfigurerAdapter;

@Configuration
@EnableWebSecurity
public class LegacySecurityConfig extends WebSecurityConfigurerAdapter {

    @Override
    protected void configure(HttpSecurity http) throws Exception {
        http.csrf().disable() // expect: DES-CSRF-DISABLED
            .cors().and()
            .authorizeRequests()
            .antMatchers("/login", "/css/**").permitAll() // ok: DES-PERMIT-ALL
            .antMatchers("/**").permitAll() // expect: DES-PERMIT-ALL
            .and()
            .formLogin()
            .and()
            .sessionManagement();
    }
}

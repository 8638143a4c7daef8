package com.example.auth.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class JwtSettings {

    @Value("${jwt.secret:changeit-super-secret-key-123}") // expect: DES-VALUE-SECRET
    private String secret;

    @Value("${jwt.expiration-minutes:30}") // ok: DES-VALUE-SECRET
    private int expirationMinutes;

    @Value("${mail.password:hunter2}") // expect: DES-VALUE-SECRET
    private String mailPassword;

    public String getSecret() {
        return secret;
    }

    public int getExpirationMinutes() {
        return expirationMinutes;
    }

    public String getMailPassword() {
        return mailPassword;
    }
}

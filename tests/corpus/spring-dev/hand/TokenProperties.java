package com.example.auth.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class TokenProperties {

    private final String signingKey;
    private final int ttlMinutes;

    public TokenProperties(@Value("${jwt.signing-key}") String signingKey, // ok: DES-VALUE-SECRET
                           @Value("${jwt.ttl-minutes:15}") int ttlMinutes) {
        this.signingKey = signingKey;
        this.ttlMinutes = ttlMinutes;
    }

    public String signingKey() {
        return signingKey;
    }

    public int ttlMinutes() {
        return ttlMinutes;
    }
}

// expect: none (CWE-1004 safe)
// note: refresh token ResponseCookie built with httpOnly(true), secure(true) and a narrow path
package com.mobileapi.tokens;

import java.time.Duration;

import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;

@Component
public class RefreshTokenCookieFactory {

    public ResponseCookie refreshCookie(String refreshToken) {
        return ResponseCookie.from("refresh_token", refreshToken)
                .httpOnly(true)
                .secure(true)
                .sameSite("Lax")
                .path("/auth/refresh")
                .maxAge(Duration.ofDays(14))
                .build();
    }
}

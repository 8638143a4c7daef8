// expect: none (CWE-1004 safe)
// note: ResponseCookie for refresh_token built with httpOnly(true)
package com.mobileapi.auth;

import java.time.Duration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RefreshTokenCookieController {

    private final RefreshTokens refreshTokens;

    public RefreshTokenCookieController(RefreshTokens refreshTokens) {
        this.refreshTokens = refreshTokens;
    }

    @PostMapping("/auth/refresh")
    public ResponseEntity<Void> refresh() {
        ResponseCookie cookie = ResponseCookie.from("refresh_token", refreshTokens.rotate())
                .httpOnly(true)
                .secure(true)
                .sameSite("Strict")
                .path("/auth")
                .maxAge(Duration.ofDays(14))
                .build();
        return ResponseEntity.noContent().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }

    public interface RefreshTokens {
        String rotate();
    }
}

// expect: CWE-1004 @ 24
// note: ResponseCookie for refresh_token built with secure(true) and sameSite but httpOnly(false)
package com.mobileapi.auth;

import java.time.Duration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RefreshTokenController {

    private final RefreshTokens refreshTokens;

    public RefreshTokenController(RefreshTokens refreshTokens) {
        this.refreshTokens = refreshTokens;
    }

    @PostMapping("/auth/refresh")
    public ResponseEntity<Void> refresh() {
        ResponseCookie cookie = ResponseCookie.from("refresh_token", refreshTokens.rotate())
                .httpOnly(false)
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

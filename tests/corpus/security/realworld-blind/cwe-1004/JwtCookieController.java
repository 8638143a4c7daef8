// expect: CWE-1004 @ 27
// note: access token returned in a ResponseCookie built with secure(true) but httpOnly(false)
package com.spa.backend.auth;

import java.time.Duration;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class JwtCookieController {
    private final JwtIssuer issuer;

    public JwtCookieController(JwtIssuer issuer) {
        this.issuer = issuer;
    }

    @PostMapping("/auth/token")
    public ResponseEntity<Void> token(@RequestBody LoginForm form) {
        String jwt = issuer.issue(form.username(), form.password());
        ResponseCookie cookie = ResponseCookie.from("access_token", jwt)
                .secure(true)
                .httpOnly(false)
                .sameSite("Strict")
                .path("/")
                .maxAge(Duration.ofMinutes(15))
                .build();
        return ResponseEntity.noContent().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }
}

record LoginForm(String username, String password) {
}

interface JwtIssuer {
    String issue(String username, String password);
}

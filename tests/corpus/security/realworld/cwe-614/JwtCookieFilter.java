// expect: CWE-614 @ 24
// note: ResponseCookie for the access JWT built with httpOnly(true) and no secure(true)
package com.mobileapi.security;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class JwtCookieFilter {

    private final JwtIssuer issuer;

    public JwtCookieFilter(JwtIssuer issuer) {
        this.issuer = issuer;
    }

    @PostMapping("/auth/token")
    public ResponseEntity<Void> token(@RequestBody LoginRequest login) {
        String jwt = issuer.issue(login.username(), login.password());
        ResponseCookie cookie = ResponseCookie.from("access_token", jwt)
                .httpOnly(true)
                .path("/")
                .sameSite("Lax")
                .build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }

    public record LoginRequest(String username, String password) {}

    public interface JwtIssuer {
        String issue(String username, String password);
    }
}

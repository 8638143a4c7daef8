// expect: none (CWE-614 safe)
// note: admin session ResponseCookie has secure(true) and httpOnly(true)
package com.cms.admin;

import java.time.Duration;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;

public class AdminSessionCookie {

    public ResponseEntity<Void> withSession(String sessionToken) {
        ResponseCookie cookie = ResponseCookie.from("ADMIN_SESSION", sessionToken)
                .secure(true)
                .httpOnly(true)
                .sameSite("Strict")
                .maxAge(Duration.ofHours(8))
                .path("/admin")
                .build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }
}

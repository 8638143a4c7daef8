// expect: CWE-614 @ 25
// note: login session cookie built with ResponseCookie .secure(false) so it is also sent over http
package com.bookclub.web;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PreferencesCookieController {
    private final MemberLogin login;

    public PreferencesCookieController(MemberLogin login) {
        this.login = login;
    }

    @PostMapping("/club/login")
    public ResponseEntity<Void> signIn(@RequestParam String member, @RequestParam String password) {
        String session = login.open(member, password);
        ResponseCookie cookie = ResponseCookie.from("CLUB_SESSION", session)
                .httpOnly(true)
                .secure(false)
                .path("/")
                .build();
        return ResponseEntity.noContent().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }
}

interface MemberLogin {
    String open(String member, String password);
}

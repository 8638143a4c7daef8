// expect: CWE-1004 @ 23
// note: login issues the SESSION_TOKEN Cookie with setSecure(true) but never setHttpOnly(true)
package com.portal.auth;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SessionCookieIssuer {

    private final TokenService tokens;

    public SessionCookieIssuer(TokenService tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/auth/login")
    public void login(@RequestParam String username, @RequestParam String password, HttpServletResponse response) {
        String token = tokens.issue(username, password);
        Cookie cookie = new Cookie("SESSION_TOKEN", token);
        cookie.setPath("/");
        cookie.setSecure(true);
        cookie.setMaxAge(8 * 3600);
        response.addCookie(cookie);
    }
}

interface TokenService {
    String issue(String username, String password);
}

// expect: CWE-1004 @ 18
// note: remember-me token cookie is created Secure but never marked HttpOnly, so scripts can read it
package com.webapp.auth;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;

public class RememberMeCookieIssuer {
    private static final int THIRTY_DAYS = 30 * 24 * 3600;

    private final TokenService tokens;

    public RememberMeCookieIssuer(TokenService tokens) {
        this.tokens = tokens;
    }

    public void issue(long userId, HttpServletResponse response) {
        Cookie cookie = new Cookie("remember_me", tokens.newRememberMeToken(userId));
        cookie.setSecure(true);
        cookie.setPath("/");
        cookie.setMaxAge(THIRTY_DAYS);
        response.addCookie(cookie);
    }
}

interface TokenService {
    String newRememberMeToken(long userId);
}

// expect: none (CWE-330 safe)
// note: CSRF tokens are 32 bytes from SecureRandom, Base64url-encoded
package com.webapp.csrf;

import java.security.SecureRandom;
import java.util.Base64;

import jakarta.servlet.http.HttpSession;

public class CsrfTokenService {
    private static final SecureRandom RANDOM = new SecureRandom();

    public String tokenFor(HttpSession session) {
        String token = (String) session.getAttribute("csrf");
        if (token == null) {
            byte[] bytes = new byte[32];
            RANDOM.nextBytes(bytes);
            token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            session.setAttribute("csrf", token);
        }
        return token;
    }
}

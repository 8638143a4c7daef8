// expect: CWE-614 @ 21
// note: auth cookie header written by hand with HttpOnly but without the Secure attribute
package com.shop.auth;

import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CartAuthCookieController {
    private final SessionRegistry sessions;

    public CartAuthCookieController(SessionRegistry sessions) {
        this.sessions = sessions;
    }

    @PostMapping("/shop/login")
    public void login(@RequestParam String email, @RequestParam String password, HttpServletResponse response) {
        String sessionId = sessions.open(email, password);
        response.setHeader("Set-Cookie", "SHOPSESSION=" + sessionId + "; Path=/; HttpOnly; SameSite=Lax");
    }
}

interface SessionRegistry {
    String open(String email, String password);
}

// expect: none (CWE-1004 safe)
// note: raw Set-Cookie header for the remember-me token includes HttpOnly and Secure
package com.legacyerp.auth;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;

public class RememberMeTokenServlet extends HttpServlet {

    private final SecureRandom random = new SecureRandom();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String token = HexFormat.of().formatHex(bytes);
        resp.addHeader("Set-Cookie", "remember_me=" + token + "; Path=/; Max-Age=2592000; Secure; HttpOnly; SameSite=Lax");
        resp.sendRedirect("/home");
    }
}

// expect: CWE-1004 @ 21
// note: auth token cookie written as a raw Set-Cookie header with Secure but no HttpOnly attribute
package com.kiosk.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class KioskLoginServlet extends HttpServlet {
    private transient KioskAuth auth;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String token = auth.login(req.getParameter("badge"), req.getParameter("pin"));
        if (token == null) {
            resp.sendError(401);
            return;
        }
        resp.addHeader("Set-Cookie", "KIOSK_AUTH=" + token + "; Path=/; Secure; SameSite=Strict");
        resp.sendRedirect("/kiosk/home");
    }
}

interface KioskAuth {
    String login(String badge, String pin);
}

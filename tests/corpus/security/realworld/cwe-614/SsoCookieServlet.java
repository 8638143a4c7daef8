// expect: CWE-614 @ 16
// note: servlet creates the SSO ticket cookie with HttpOnly but never calls setSecure(true)
package com.sso.legacy;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;

public class SsoCookieServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Cookie ticket = new Cookie("SSO_TICKET", UUID.randomUUID().toString());
        ticket.setHttpOnly(true);
        ticket.setDomain(".corp.example");
        ticket.setPath("/");
        resp.addCookie(ticket);
        resp.sendRedirect("/apps");
    }
}

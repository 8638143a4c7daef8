// expect: none (CWE-614 safe)
// note: SSO ticket cookie created with setSecure(true) and setHttpOnly(true)
package com.sso.legacy;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;

public class SsoTicketServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Cookie ticket = new Cookie("SSO_TICKET", UUID.randomUUID().toString());
        ticket.setHttpOnly(true);
        ticket.setSecure(true);
        ticket.setDomain(".corp.example");
        ticket.setPath("/");
        resp.addCookie(ticket);
        resp.sendRedirect("/apps");
    }
}

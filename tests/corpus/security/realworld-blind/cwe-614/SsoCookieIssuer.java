// expect: CWE-614 @ 11
// note: SSO session cookie is HttpOnly but setSecure is never called, so it travels over plain HTTP
package com.sso.gateway;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;

public class SsoCookieIssuer {

    public void issue(String ssoTicket, HttpServletResponse response) {
        Cookie ticket = new Cookie("SSO_TICKET", ssoTicket);
        ticket.setHttpOnly(true);
        ticket.setDomain(".corp.example");
        ticket.setPath("/");
        response.addCookie(ticket);
    }
}

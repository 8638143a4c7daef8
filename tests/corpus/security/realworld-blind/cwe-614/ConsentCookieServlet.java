// expect: none (CWE-614 safe)
// note: the auth cookie sets Secure and HttpOnly; the consent cookie carries only a constant non-sensitive flag
package com.news.consent;

import java.io.IOException;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class ConsentCookieServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Cookie auth = new Cookie("NEWS_AUTH", (String) req.getSession().getAttribute("authToken"));
        auth.setSecure(true);
        auth.setHttpOnly(true);
        auth.setPath("/");
        resp.addCookie(auth);

        Cookie consent = new Cookie("cookie_consent", "accepted");
        consent.setSecure(true);
        consent.setMaxAge(365 * 24 * 3600);
        resp.addCookie(consent);
        resp.setStatus(204);
    }
}

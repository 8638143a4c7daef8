// expect: CWE-113 @ 17
// note: the "lang" parameter is written into a raw Set-Cookie header value with addHeader (response splitting)
package com.travel.i18n;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class LocaleCookieServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String lang = req.getParameter("lang");
        if (lang != null) {
            resp.addHeader("Set-Cookie", "lang=" + lang + "; Path=/; Max-Age=31536000; SameSite=Lax");
        }
        resp.sendRedirect("/");
    }
}

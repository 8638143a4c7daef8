// expect: CWE-113 @ 15
// note: servlet puts the "lang" parameter into a raw Set-Cookie header with addHeader
package com.legacyerp.i18n;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class LocaleCookieServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String lang = req.getParameter("lang");
        resp.addHeader("Set-Cookie", "lang=" + lang + "; Path=/; Max-Age=31536000");
        resp.sendRedirect("/");
    }
}

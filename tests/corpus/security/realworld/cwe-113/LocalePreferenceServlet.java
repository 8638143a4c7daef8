// expect: none (CWE-113 safe)
// note: "lang" parameter stripped of CR/LF and anything outside [a-zA-Z-] before the Set-Cookie header
package com.legacyerp.i18n;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class LocalePreferenceServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String lang = String.valueOf(req.getParameter("lang")).replaceAll("[\r\n]", "").replaceAll("[^a-zA-Z-]", "");
        resp.addHeader("Set-Cookie", "lang=" + lang + "; Path=/; Max-Age=31536000; Secure; HttpOnly");
        resp.sendRedirect("/");
    }
}

// expect: none (CWE-501 safe)
// note: the requested language is stored in the session only after it matched an allow-list Set; otherwise a constant default
package com.portal.i18n;

import java.io.IOException;
import java.util.Set;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class LanguageSwitchServlet extends HttpServlet {
    private static final Set<String> SUPPORTED = Set.of("en", "de", "fr");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String lang = req.getParameter("lang");
        String chosen = SUPPORTED.contains(lang) ? lang : "en";
        req.getSession().setAttribute("lang", chosen);
        resp.sendRedirect(req.getContextPath() + "/");
    }
}

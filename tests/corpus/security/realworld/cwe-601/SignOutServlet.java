// expect: none (CWE-601 safe)
// note: "next" parameter parsed as URI and accepted only when its host is in the company allow-list
package com.intranet.auth;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.Set;

public class SignOutServlet extends HttpServlet {

    private static final Set<String> HOSTS = Set.of("intranet.corp.example", "wiki.corp.example");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        req.getSession().invalidate();
        String next = req.getParameter("next");
        String target = "/";
        if (next != null) {
            try {
                URI uri = URI.create(next);
                if ("https".equals(uri.getScheme()) && HOSTS.contains(uri.getHost())) {
                    target = uri.toString();
                }
            } catch (IllegalArgumentException ignored) {
                target = "/";
            }
        }
        resp.sendRedirect(target);
    }
}

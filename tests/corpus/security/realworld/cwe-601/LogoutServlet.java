// expect: CWE-601 @ 20
// note: servlet logout redirects to the "next" parameter with sendRedirect
package com.intranet.auth;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;

public class LogoutServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String next = req.getParameter("next");
        resp.sendRedirect(next != null ? next : "/");
    }
}

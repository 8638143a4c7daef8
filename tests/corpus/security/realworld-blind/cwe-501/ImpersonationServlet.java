// expect: CWE-501 @ 19
// note: servlet copies the X-Acting-As header into the session under "actingUser", crossing the trust boundary
package com.support.console;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

public class ImpersonationServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(true);
        String actingAs = req.getHeader("X-Acting-As");
        if (actingAs != null && !actingAs.isBlank()) {
            session.setAttribute("actingUser", actingAs.trim());
        }
        resp.sendRedirect(req.getContextPath() + "/dashboard");
    }
}

// expect: none (CWE-501 safe)
// note: session attribute set to a constant flag; the request only toggles it on or off
package com.helpdesk.admin;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class SupportModeServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        boolean enable = "on".equals(req.getParameter("mode"));
        req.getSession().setAttribute("supportMode", enable ? Boolean.TRUE : Boolean.FALSE);
        resp.sendRedirect("/helpdesk/queue");
    }
}

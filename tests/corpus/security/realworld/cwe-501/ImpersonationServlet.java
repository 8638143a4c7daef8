// expect: CWE-501 @ 15
// note: servlet copies the "actingAs" request parameter into the session attribute used for authorization
package com.helpdesk.admin;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class ImpersonationServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String actingAs = req.getParameter("actingAs");
        req.getSession().setAttribute("effectiveUser", actingAs);
        resp.sendRedirect("/helpdesk/queue");
    }
}

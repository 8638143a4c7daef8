// expect: CWE-501 @ 19
// note: every request parameter of the wizard form is copied into session attributes in a loop over getParameterMap
package com.insurance.wizard;

import java.io.IOException;
import java.util.Map;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

public class WizardStepServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession();
        for (Map.Entry<String, String[]> field : req.getParameterMap().entrySet()) {
            session.setAttribute("wizard." + field.getKey(), field.getValue()[0]);
        }
        resp.sendRedirect("step2");
    }
}

// expect: CWE-917 @ 18
// note: servlet parameter expression evaluated by jakarta.el.ELProcessor.eval
package com.intranet.tools;

import jakarta.el.ELProcessor;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class ElCalculatorServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String expr = req.getParameter("expr");
        ELProcessor processor = new ELProcessor();
        processor.defineBean("taxRate", 0.21);
        Object value = processor.eval(expr);
        resp.setContentType("text/plain");
        resp.getWriter().println(value);
    }
}

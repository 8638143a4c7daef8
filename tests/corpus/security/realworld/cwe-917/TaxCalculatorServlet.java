// expect: none (CWE-917 safe)
// note: ELProcessor evaluates a constant expression; the request amount is parsed to BigDecimal and defined as a bean
package com.intranet.tools;

import jakarta.el.ELProcessor;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.math.BigDecimal;

public class TaxCalculatorServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        BigDecimal amount = new BigDecimal(req.getParameter("amount"));
        ELProcessor processor = new ELProcessor();
        processor.defineBean("taxRate", new BigDecimal("0.21"));
        processor.defineBean("amount", amount);
        Object value = processor.eval("amount * taxRate");
        resp.setContentType("text/plain");
        resp.getWriter().println(value);
    }
}

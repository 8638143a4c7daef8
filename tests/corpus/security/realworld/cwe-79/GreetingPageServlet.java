// expect: none (CWE-79 safe)
// note: servlet parameter escaped with StringEscapeUtils.escapeHtml4 before getWriter().print
package com.intranet.welcome;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import org.apache.commons.text.StringEscapeUtils;

@WebServlet("/welcome-page")
public class GreetingPageServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String visitor = StringEscapeUtils.escapeHtml4(request.getParameter("visitor"));
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<!doctype html><html><head><title>Welcome</title></head><body>");
        out.print("<h2>Welcome back, " + (visitor == null ? "guest" : visitor) + "!</h2>");
        out.println("</body></html>");
    }
}

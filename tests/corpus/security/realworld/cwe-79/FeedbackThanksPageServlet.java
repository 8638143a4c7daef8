// expect: none (CWE-79 safe)
// note: nickname is looked up server-side: only the numeric feedback id from the request reaches the HTML
package com.shopfront.feedback;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class FeedbackThanksPageServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        long feedbackId = Long.parseLong(req.getParameter("feedbackId"));
        resp.setContentType("text/html; charset=UTF-8");
        resp.getOutputStream().print("<p>Thank you! Feedback #" + feedbackId + " helps us improve.</p>");
    }
}

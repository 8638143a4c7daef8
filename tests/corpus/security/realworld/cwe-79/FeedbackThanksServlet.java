// expect: CWE-79 @ 16
// note: servlet writes the posted nickname into HTML via response.getOutputStream().print
package com.shopfront.feedback;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class FeedbackThanksServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String nickname = req.getParameter("nickname");
        resp.setContentType("text/html; charset=UTF-8");
        resp.getOutputStream().print("<p>Thank you, " + nickname + ". Your feedback helps us improve.</p>");
    }
}

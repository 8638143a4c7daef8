// expect: none (CWE-79 safe)
// note: e-mail address from the link is encoded with OWASP Encoder forHtml before being written into the confirmation page
package com.newsletter.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

public class UnsubscribePageServlet extends HttpServlet {
    private transient SubscriptionService subscriptions;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String email = req.getParameter("email");
        boolean removed = subscriptions.unsubscribe(email);
        resp.setContentType("text/html;charset=UTF-8");
        String safeEmail = Encode.forHtml(email);
        resp.getWriter().print("<p>" + (removed ? "Unsubscribed " : "No subscription for ") + safeEmail + ".</p>");
    }
}

interface SubscriptionService {
    boolean unsubscribe(String email);
}

// expect: CWE-601 @ 19
// note: click-tracking servlet redirects to the "url" parameter with response.sendRedirect after counting the click
package com.adnetwork.tracking;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class OutboundClickServlet extends HttpServlet {
    private transient ClickCounter counter;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String target = request.getParameter("url");
        long campaign = Long.parseLong(request.getParameter("c"));
        counter.increment(campaign);
        response.sendRedirect(target);
    }
}

interface ClickCounter {
    void increment(long campaignId);
}

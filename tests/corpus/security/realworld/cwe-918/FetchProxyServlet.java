// expect: CWE-918 @ 18
// note: servlet parameter target opened with new URL(target).openConnection() and piped to the response
package com.legacyportal.proxy;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLConnection;

public class FetchProxyServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String target = req.getParameter("target");
        URLConnection connection = new URL(target).openConnection();
        resp.setContentType(connection.getContentType());
        try (InputStream in = connection.getInputStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}

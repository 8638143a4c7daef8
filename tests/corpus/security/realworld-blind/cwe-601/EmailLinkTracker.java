// expect: CWE-601 @ 23
// note: base64 "next" parameter from a marketing e-mail decoded and set as the Location header (302) in a servlet filter
package com.marketing.tracking;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class EmailLinkTracker extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String encoded = req.getParameter("next");
        if (req.getRequestURI().equals("/t") && encoded != null) {
            String next = new String(Base64.getUrlDecoder().decode(encoded), StandardCharsets.UTF_8);
            res.setStatus(HttpServletResponse.SC_FOUND);
            res.setHeader("Location", next);
            return;
        }
        chain.doFilter(req, res);
    }
}

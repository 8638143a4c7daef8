// expect: none (CWE-113 safe)
// note: header values are constants chosen by a switch on the request path prefix; no request text is written into headers
package com.cdn.edge;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class CachePolicyFilter extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String path = req.getRequestURI();
        String policy = path.startsWith("/static/") ? "public, max-age=31536000, immutable"
                : path.startsWith("/api/") ? "no-store"
                : "no-cache";
        res.setHeader("Cache-Control", policy);
        chain.doFilter(req, res);
    }
}

// expect: none (CWE-942 safe)
// note: the Origin header is echoed only when it is in a fixed Set of trusted origins; others get no CORS headers
package com.gateway.cors;

import java.io.IOException;
import java.util.Set;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class GatewayCorsFilterConfig extends HttpFilter {
    private static final Set<String> TRUSTED = Set.of("https://app.example.com", "https://admin.example.com");

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String origin = req.getHeader("Origin");
        if (origin != null && TRUSTED.contains(origin)) {
            res.setHeader("Access-Control-Allow-Origin", origin);
            res.setHeader("Access-Control-Allow-Credentials", "true");
            res.setHeader("Vary", "Origin");
        }
        chain.doFilter(req, res);
    }
}

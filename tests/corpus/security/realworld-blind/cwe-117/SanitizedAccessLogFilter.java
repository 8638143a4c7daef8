// expect: none (CWE-117 safe)
// note: the User-Agent and path are stripped of CR/LF with replaceAll("[\r\n]", "_") before logging
package com.platform.web.logging;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;

public class SanitizedAccessLogFilter extends OncePerRequestFilter {
    private static final Logger ACCESS = LoggerFactory.getLogger("access");

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long start = System.nanoTime();
        try {
            chain.doFilter(request, response);
        } finally {
            String agent = clean(request.getHeader("User-Agent"));
            String path = clean(request.getRequestURI());
            ACCESS.info("{} {} {} {}ms ua={}", request.getMethod(), path, response.getStatus(),
                    (System.nanoTime() - start) / 1_000_000, agent);
        }
    }

    private static String clean(String value) {
        return value == null ? "-" : value.replaceAll("[\r\n]", "_");
    }
}

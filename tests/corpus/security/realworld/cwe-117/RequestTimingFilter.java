// expect: none (CWE-117 safe)
// note: filter logs only method, a route template constant and the status code; no free text from the request
package com.bookbarn.telemetry;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.servlet.HandlerMapping;

public class RequestTimingFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(RequestTimingFilter.class);

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long start = System.nanoTime();
        chain.doFilter(request, response);
        Object pattern = request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE);
        String route = pattern instanceof String p ? p : "unmatched";
        String method = "GET".equals(request.getMethod()) ? "GET" : "POST".equals(request.getMethod()) ? "POST" : "OTHER";
        log.info("{} {} -> {} in {} us", method, route, response.getStatus(), (System.nanoTime() - start) / 1000);
    }
}

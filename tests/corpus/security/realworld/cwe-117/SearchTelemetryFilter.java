// expect: CWE-117 @ 25
// note: servlet filter logs the raw query string and User-Agent header with SLF4J string concatenation
package com.bookbarn.telemetry;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;

public class SearchTelemetryFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger("telemetry.search");

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long start = System.nanoTime();
        chain.doFilter(request, response);
        if (request.getRequestURI().startsWith("/search")) {
            long micros = (System.nanoTime() - start) / 1000;
            log.info("search q=" + request.getParameter("q") + " ua=" + request.getHeader("User-Agent") + " took=" + micros + "us");
        }
    }
}

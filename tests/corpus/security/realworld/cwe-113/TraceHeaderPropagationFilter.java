// expect: none (CWE-113 safe)
// note: filter echoes the trace id only when it matches [a-f0-9]{16,32}; otherwise a new UUID is used
package com.platformops.tracing;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;
import org.springframework.web.filter.OncePerRequestFilter;

public class TraceHeaderPropagationFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String traceId = request.getHeader("X-Trace-Id");
        if (traceId == null || !traceId.matches("[a-f0-9]{16,32}")) {
            traceId = UUID.randomUUID().toString().replace("-", "");
        }
        response.addHeader("X-Trace-Id", traceId);
        chain.doFilter(request, response);
    }
}

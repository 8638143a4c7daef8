// expect: none (CWE-113 safe)
// note: incoming X-Request-Id is accepted only when it matches [A-Za-z0-9-]{1,64}; otherwise a random UUID is used before setHeader
package com.mesh.tracing;

import java.io.IOException;
import java.util.UUID;
import java.util.regex.Pattern;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class TraceIdPropagationFilter implements Filter {
    private static final Pattern REQUEST_ID = Pattern.compile("[A-Za-z0-9-]{1,64}");

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        String incoming = ((HttpServletRequest) req).getHeader("X-Request-Id");
        String requestId = incoming != null && REQUEST_ID.matcher(incoming).matches()
                ? incoming
                : UUID.randomUUID().toString();
        ((HttpServletResponse) res).setHeader("X-Request-Id", requestId);
        chain.doFilter(req, res);
    }
}

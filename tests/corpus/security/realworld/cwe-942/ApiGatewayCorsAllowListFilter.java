// expect: none (CWE-942 safe)
// note: jakarta Filter answers the Origin only when it is one of the configured front-end origins (Set lookup, else no CORS headers)
package com.fleetdesk.gateway;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;

@WebFilter("/api/*")
public class ApiGatewayCorsAllowListFilter implements Filter {

    private static final Set<String> FRONTENDS = Set.of("https://dispatch.fleetdesk.example", "https://fleetdesk.example");

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;
        String requestOrigin = request.getHeader("Origin");
        if (requestOrigin == null || !FRONTENDS.contains(requestOrigin)) {
            chain.doFilter(req, res);
            return;
        }
        response.addHeader("Vary", "Origin");
        response.addHeader("Access-Control-Allow-Origin", requestOrigin);
        response.addHeader("Access-Control-Allow-Credentials", "true");
        chain.doFilter(req, res);
    }
}

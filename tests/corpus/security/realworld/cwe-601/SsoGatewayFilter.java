// expect: CWE-601 @ 20
// note: filter sends unauthenticated users to the "continue" parameter via the Location header (setHeader + 302)
package com.sso.gateway;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

public class SsoGatewayFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String continueUrl = request.getParameter("continue");
        if (continueUrl != null && request.getUserPrincipal() != null) {
            response.setStatus(HttpServletResponse.SC_FOUND);
            response.setHeader("Location", continueUrl);
            return;
        }
        chain.doFilter(request, response);
    }
}

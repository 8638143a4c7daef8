// expect: CWE-501 @ 19
// note: filter trusts a request header (X-Remote-User) and stores it in the session as the authenticated user
package com.sso.legacy;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

public class SsoAssertionFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String remoteUser = request.getHeader("X-Remote-User");
        if (remoteUser != null && request.getSession().getAttribute("user") == null) {
            request.getSession().setAttribute("user", remoteUser);
        }
        chain.doFilter(request, response);
    }
}

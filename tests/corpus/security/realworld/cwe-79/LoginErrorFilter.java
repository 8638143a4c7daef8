// expect: CWE-79 @ 30
// note: servlet filter writes the rejected username (request parameter) into an HTML error page
package com.portal.security;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class LoginErrorFilter implements Filter {

    private final AccountLockService locks;

    public LoginErrorFilter(AccountLockService locks) {
        this.locks = locks;
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;
        String username = request.getParameter("username");
        if ("/login".equals(request.getServletPath()) && username != null && locks.isLocked(username)) {
            response.setStatus(423);
            response.setContentType("text/html");
            response.getWriter().write("<p class=\"error\">The account <b>" + username + "</b> is locked.</p>");
            return;
        }
        chain.doFilter(req, res);
    }
}

interface AccountLockService {
    boolean isLocked(String username);
}

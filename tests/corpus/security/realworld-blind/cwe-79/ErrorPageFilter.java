// expect: CWE-79 @ 27
// note: servlet filter writes the requested URI (attacker-controlled) into an HTML 404 page without encoding
package com.webshop.filters;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class ErrorPageFilter implements Filter {

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse out = (HttpServletResponse) response;
        if (http.getRequestURI().startsWith("/retired/")) {
            out.setStatus(404);
            out.setContentType("text/html");
            String page = "<html><body><h1>Not found</h1><p>The page " + http.getRequestURI()
                    + " has been retired.</p><a href=\"/\">Home</a></body></html>";
            out.getWriter().write(page);
            return;
        }
        chain.doFilter(request, response);
    }
}

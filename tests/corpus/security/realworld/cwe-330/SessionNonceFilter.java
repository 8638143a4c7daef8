// expect: CWE-330 @ 20
// note: CSP nonce per response generated with new Random().nextInt()
package com.portal.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Random;
import org.springframework.web.filter.OncePerRequestFilter;

public class SessionNonceFilter extends OncePerRequestFilter {

    private final Random random = new Random();

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String nonce = Integer.toHexString(random.nextInt()) + Integer.toHexString(random.nextInt());
        request.setAttribute("cspNonce", nonce);
        response.setHeader("Content-Security-Policy", "script-src 'nonce-" + nonce + "'");
        chain.doFilter(request, response);
    }
}

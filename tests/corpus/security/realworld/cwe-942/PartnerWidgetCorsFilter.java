// expect: none (CWE-942 safe)
// note: widget API allows exactly one partner origin from configuration; the request Origin is compared with equals before any header is set
package com.bookbarn.widgets;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
public class PartnerWidgetCorsFilter extends OncePerRequestFilter {

    private final String partnerOrigin;

    public PartnerWidgetCorsFilter(@Value("${widgets.partner-origin}") String partnerOrigin) {
        this.partnerOrigin = partnerOrigin;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String origin = request.getHeader("Origin");
        if (partnerOrigin.equals(origin)) {
            response.setHeader("Access-Control-Allow-Origin", origin);
            response.setHeader("Access-Control-Allow-Credentials", "true");
            response.setHeader("Vary", "Origin");
        }
        chain.doFilter(request, response);
    }
}

// expect: none (CWE-942 safe)
// note: preflight handler reflects the Origin only after allowedOrigins.contains(origin); other origins get 403 without CORS headers
package com.ledgerly.web;

import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PreflightAllowListController {

    private final List<String> allowedOrigins;

    public PreflightAllowListController(@Value("${ledgerly.cors.origins}") List<String> allowedOrigins) {
        this.allowedOrigins = allowedOrigins;
    }

    @RequestMapping(value = "/api/**", method = RequestMethod.OPTIONS)
    public ResponseEntity<Void> preflight(@RequestHeader("Origin") String origin, HttpServletResponse response) {
        if (!allowedOrigins.contains(origin)) {
            return ResponseEntity.status(HttpStatus.FORBIDDEN).build();
        }
        response.setHeader("Access-Control-Allow-Origin", origin);
        response.setHeader("Access-Control-Allow-Credentials", "true");
        response.setHeader("Vary", "Origin");
        return ResponseEntity.noContent().build();
    }
}

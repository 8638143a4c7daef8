// expect: CWE-942 @ 26
// note: Spring MVC preflight handler echoes the @RequestHeader Origin into Access-Control-Allow-Origin with credentials allowed
package com.ledgerly.web;

import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PreflightController {

    private final AuditTrail audit;

    public PreflightController(AuditTrail audit) {
        this.audit = audit;
    }

    @RequestMapping(value = "/api/**", method = RequestMethod.OPTIONS)
    public ResponseEntity<Void> preflight(@RequestHeader("Origin") String origin,
                                          @RequestHeader(value = "Access-Control-Request-Method", required = false) String method,
                                          HttpServletResponse response) {
        audit.preflight(method);
        response.setHeader("Access-Control-Allow-Origin", origin);
        response.setHeader("Access-Control-Allow-Credentials", "true");
        response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
        return ResponseEntity.noContent().build();
    }
}

interface AuditTrail {
    void preflight(String method);
}

// expect: none (CWE-117 safe)
// note: username sanitised with replaceAll("[\r\n]", "_") before logging
package com.portal.auth;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LoginAuditApiController {

    private static final Logger log = LoggerFactory.getLogger(LoginAuditApiController.class);
    private final Authenticator authenticator;

    public LoginAuditApiController(Authenticator authenticator) {
        this.authenticator = authenticator;
    }

    @PostMapping("/login")
    public ResponseEntity<Void> login(@RequestParam String username, @RequestParam String password) {
        if (!authenticator.check(username, password)) {
            String safeUser = username.replaceAll("[\r\n]", "_");
            log.warn("failed login for user {}", safeUser);
            return ResponseEntity.status(401).build();
        }
        return ResponseEntity.noContent().build();
    }
}

interface Authenticator {
    boolean check(String username, String password);
}

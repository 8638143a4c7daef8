// expect: CWE-117 @ 25
// note: @RequestParam username logged with SLF4J placeholder on failed login (CR/LF not removed)
package com.portal.auth;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LoginAuditController {

    private static final Logger log = LoggerFactory.getLogger(LoginAuditController.class);
    private final Authenticator authenticator;

    public LoginAuditController(Authenticator authenticator) {
        this.authenticator = authenticator;
    }

    @PostMapping("/login")
    public ResponseEntity<Void> login(@RequestParam String username, @RequestParam String password) {
        if (!authenticator.check(username, password)) {
            log.warn("failed login for user {}", username);
            return ResponseEntity.status(401).build();
        }
        return ResponseEntity.noContent().build();
    }
}

interface Authenticator {
    boolean check(String username, String password);
}

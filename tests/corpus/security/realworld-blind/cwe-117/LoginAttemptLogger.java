// expect: CWE-117 @ 26
// note: username from the login form logged with SLF4J placeholder without stripping CR/LF (forged log lines)
package com.bank.auth;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LoginAttemptLogger {
    private static final Logger log = LoggerFactory.getLogger(LoginAttemptLogger.class);

    private final Authenticator authenticator;

    public LoginAttemptLogger(Authenticator authenticator) {
        this.authenticator = authenticator;
    }

    @PostMapping("/login")
    public ResponseEntity<Void> login(@RequestParam String username, @RequestParam String password) {
        boolean ok = authenticator.check(username, password.toCharArray());
        if (!ok) {
            log.warn("Failed login for user {}", username);
            return ResponseEntity.status(401).build();
        }
        return ResponseEntity.noContent().build();
    }
}

interface Authenticator {
    boolean check(String username, char[] password);
}

// expect: none (CWE-79 safe)
// note: response uses @RestController JSON (application/json) with the submitted email; not HTML
package com.accountly.auth;

import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PasswordResetPageController {

    @PostMapping(value = "/password/forgot", produces = MediaType.APPLICATION_JSON_VALUE)
    public Map<String, String> forgot(@RequestParam String email) {
        return Map.of("message", "If " + email + " is registered, a reset link is on its way.");
    }
}

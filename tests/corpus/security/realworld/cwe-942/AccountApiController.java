// expect: CWE-942 @ 12
// note: @CrossOrigin(origins = "*", allowCredentials = "true") on a controller serving account data
package com.meridianbank.api;

import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import java.security.Principal;
import java.util.Map;

@RestController
@CrossOrigin(origins = "*", allowCredentials = "true")
public class AccountApiController {

    @GetMapping("/api/me/accounts")
    public Map<String, Object> accounts(Principal principal) {
        return Map.of("owner", principal.getName(), "accounts", java.util.List.of());
    }
}

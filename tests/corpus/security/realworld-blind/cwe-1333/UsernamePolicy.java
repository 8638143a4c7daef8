// expect: none (CWE-1333 safe)
// note: constant, linear regexes compiled once; only the candidate username (data) comes from the request
package com.signup.policy;

import java.util.regex.Pattern;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UsernamePolicy {
    private static final Pattern ALLOWED = Pattern.compile("^[a-z][a-z0-9_]{2,29}$");
    private static final Pattern RESERVED = Pattern.compile("^(admin|root|support)$");

    @GetMapping("/signup/username-available")
    public boolean acceptable(@RequestParam String username) {
        String candidate = username.toLowerCase();
        return ALLOWED.matcher(candidate).matches() && !RESERVED.matcher(candidate).matches();
    }
}

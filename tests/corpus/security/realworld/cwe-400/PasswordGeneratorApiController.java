// expect: none (CWE-400 safe)
// note: length rejected with 400 unless between 8 and 128
package com.devtools.passwords;

import java.security.SecureRandom;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PasswordGeneratorApiController {

    private static final String CHARS = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%";
    private final SecureRandom random = new SecureRandom();

    @GetMapping("/tools/password")
    public ResponseEntity<String> generate(@RequestParam(defaultValue = "16") int length) {
        if (length < 8 || length > 128) {
            return ResponseEntity.badRequest().body("length must be 8..128");
        }
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(CHARS.charAt(random.nextInt(CHARS.length())));
        }
        return ResponseEntity.ok(sb.toString());
    }
}

// expect: CWE-400 @ 19
// note: @RequestParam length drives StringBuilder capacity and a generation loop without an upper bound
package com.devtools.passwords;

import java.security.SecureRandom;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PasswordGeneratorController {

    private static final String CHARS = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%";
    private final SecureRandom random = new SecureRandom();

    @GetMapping("/tools/password")
    public ResponseEntity<String> generate(@RequestParam(defaultValue = "16") int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(CHARS.charAt(random.nextInt(CHARS.length())));
        }
        return ResponseEntity.ok(sb.toString());
    }
}

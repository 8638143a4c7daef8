// expect: none (CWE-501 safe)
// note: only a value from the allow-listed Theme enum (parsed with early exit) is stored in the session
package com.webmail.prefs;

import java.util.Locale;

import jakarta.servlet.http.HttpSession;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ThemePreferenceController {
    enum Theme { LIGHT, DARK, SYSTEM }

    @PutMapping("/prefs/theme")
    public ResponseEntity<Void> setTheme(@RequestParam String theme, HttpSession session) {
        Theme chosen;
        try {
            chosen = Theme.valueOf(theme.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().build();
        }
        session.setAttribute("theme", chosen);
        return ResponseEntity.noContent().build();
    }
}

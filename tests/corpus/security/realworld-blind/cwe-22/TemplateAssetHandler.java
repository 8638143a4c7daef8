// expect: none (CWE-22 safe)
// note: theme name checked against an allow-list enum via valueOf inside try with early exit; file name is a constant per theme
package com.cms.themes;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;

import org.springframework.core.io.InputStreamResource;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TemplateAssetHandler {
    enum Theme { LIGHT, DARK, HIGH_CONTRAST }

    private static final File THEME_DIR = new File("/opt/cms/themes");

    @GetMapping("/themes/{theme}/style.css")
    public ResponseEntity<InputStreamResource> stylesheet(@PathVariable String theme) throws IOException {
        Theme selected;
        try {
            selected = Theme.valueOf(theme.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            return ResponseEntity.notFound().build();
        }
        InputStream css = new FileInputStream(new File(THEME_DIR, selected.name().toLowerCase(Locale.ROOT) + ".css"));
        return ResponseEntity.ok(new InputStreamResource(css));
    }
}

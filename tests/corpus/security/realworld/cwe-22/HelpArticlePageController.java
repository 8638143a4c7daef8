// expect: none (CWE-22 safe)
// note: slug resolved against a classpath: location only after matching [a-z0-9-]+; otherwise 404
package com.supportdesk.help;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.springframework.core.io.Resource;
import org.springframework.core.io.ResourceLoader;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class HelpArticlePageController {

    private final ResourceLoader loader;

    public HelpArticlePageController(ResourceLoader loader) {
        this.loader = loader;
    }

    @GetMapping(value = "/help/{slug}", produces = "text/markdown")
    public ResponseEntity<String> article(@PathVariable String slug) throws IOException {
        if (!slug.matches("[a-z0-9-]{1,60}")) {
            return ResponseEntity.notFound().build();
        }
        Resource resource = loader.getResource("classpath:articles/" + slug + ".md");
        if (!resource.exists()) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(resource.getContentAsString(StandardCharsets.UTF_8));
    }
}

// expect: CWE-22 @ 25
// note: @PathVariable slug concatenated into a "file:" location → ResourceLoader.getResource → served
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
public class HelpArticleController {

    private final ResourceLoader loader;

    public HelpArticleController(ResourceLoader loader) {
        this.loader = loader;
    }

    @GetMapping(value = "/help/{slug}", produces = "text/markdown")
    public ResponseEntity<String> article(@PathVariable String slug) throws IOException {
        Resource resource = loader.getResource("file:/opt/supportdesk/articles/" + slug + ".md");
        if (!resource.exists()) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(resource.getContentAsString(StandardCharsets.UTF_8));
    }
}

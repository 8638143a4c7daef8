// expect: CWE-22 @ 25
// note: Spring ResourceLoader loads "file:" + docs dir + the article slug from the path, so "../" escapes the docs folder
package com.support.help;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.springframework.core.io.Resource;
import org.springframework.core.io.ResourceLoader;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class HelpArticleResource {
    private final ResourceLoader resourceLoader;

    public HelpArticleResource(ResourceLoader resourceLoader) {
        this.resourceLoader = resourceLoader;
    }

    @GetMapping(value = "/help/article", produces = "text/markdown")
    public String article(@RequestParam String slug) throws IOException {
        Resource resource = resourceLoader.getResource("file:/opt/help/articles/" + slug + ".md");
        try (InputStream in = resource.getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

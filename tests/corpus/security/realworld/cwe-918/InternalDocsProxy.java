// expect: none (CWE-918 safe)
// note: request path segment must match [a-z0-9-]+ and is appended to the fixed internal docs base URL
package com.devportal.docs;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class InternalDocsProxy {

    private static final String DOCS_BASE = "https://docs.internal.devportal.example/pages/";
    private final RestTemplate rest;

    public InternalDocsProxy(RestTemplate rest) {
        this.rest = rest;
    }

    @GetMapping("/docs/{page}")
    public ResponseEntity<String> page(@PathVariable String page) {
        if (!page.matches("[a-z0-9-]{1,80}")) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(rest.getForObject(DOCS_BASE + page, String.class));
    }
}

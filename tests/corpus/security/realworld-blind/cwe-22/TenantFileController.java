// expect: CWE-22 @ 25
// note: startsWith check on the raw, non-normalised string path lets "../" through; File is opened afterwards
package com.saas.files;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;

import org.springframework.core.io.InputStreamResource;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TenantFileController {
    private static final String ROOT = "/srv/tenants/";

    @GetMapping("/files")
    public ResponseEntity<InputStreamResource> get(@RequestParam String path) throws IOException {
        String full = ROOT + path;
        if (!full.startsWith(ROOT)) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(new InputStreamResource(new FileInputStream(new File(full))));
    }
}

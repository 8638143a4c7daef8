// expect: none (CWE-601 safe)
// note: mirror chosen from a configured list by index (parsed int, bounds-checked)
package com.distro.downloads;

import java.net.URI;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DownloadMirrorSelector {

    private static final List<String> MIRRORS = List.of(
            "https://mirror1.distro.example", "https://mirror.eu.distro.example", "https://mirror.us.distro.example");

    @GetMapping("/download/{release}")
    public ResponseEntity<Void> download(@PathVariable String release, @RequestParam(defaultValue = "0") int mirror) {
        String base = MIRRORS.get(Math.floorMod(mirror, MIRRORS.size()));
        URI target = URI.create(base + "/releases/" + release.replaceAll("[^a-z0-9.-]", "") + ".iso");
        return ResponseEntity.status(HttpStatus.FOUND).location(target).build();
    }
}

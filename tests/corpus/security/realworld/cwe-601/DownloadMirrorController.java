// expect: CWE-601 @ 20
// note: @RequestParam mirror host concatenated into a Location header → ResponseEntity.status(302).location
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
public class DownloadMirrorController {

    @GetMapping("/download/{release}")
    public ResponseEntity<Void> download(@PathVariable String release, @RequestParam(defaultValue = "https://mirror1.distro.example") String mirror) {
        URI target = URI.create(mirror + "/releases/" + release + ".iso");
        return ResponseEntity.status(HttpStatus.FOUND).location(target).build();
    }
}

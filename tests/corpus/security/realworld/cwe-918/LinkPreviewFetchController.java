// expect: none (CWE-918 safe)
// note: URL must be https and its host in a fixed allow-list of providers before openConnection
package com.teamchat.previews;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LinkPreviewFetchController {

    private static final Set<String> PROVIDERS = Set.of("www.youtube.com", "github.com", "en.wikipedia.org", "vimeo.com");

    @GetMapping("/previews")
    public ResponseEntity<String> preview(@RequestParam String url) throws IOException {
        URL target = new URL(url);
        if (!"https".equals(target.getProtocol()) || !PROVIDERS.contains(target.getHost())) {
            return ResponseEntity.badRequest().body("unsupported link");
        }
        HttpURLConnection connection = (HttpURLConnection) target.openConnection();
        connection.setConnectTimeout(3000);
        connection.setReadTimeout(3000);
        try (InputStream in = connection.getInputStream()) {
            String head = new String(in.readNBytes(64 * 1024), StandardCharsets.UTF_8);
            int start = head.indexOf("<title>");
            int end = head.indexOf("</title>");
            return ResponseEntity.ok(start >= 0 && end > start ? head.substring(start + 7, end) : "");
        }
    }
}

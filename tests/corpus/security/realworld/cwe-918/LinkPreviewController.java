// expect: CWE-918 @ 22
// note: @RequestParam url fetched with new URL(url).openConnection() to build a link preview
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
public class LinkPreviewController {

    @GetMapping("/previews")
    public ResponseEntity<String> preview(@RequestParam String url) throws IOException {
        URL target = new URL(url);
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

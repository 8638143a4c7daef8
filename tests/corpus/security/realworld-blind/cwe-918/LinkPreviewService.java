// expect: CWE-918 @ 20
// note: URL from the chat message request body fetched server-side with new URL(..).openStream() to build a link preview
package com.chatapp.previews;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;

import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@Service
public class LinkPreviewService {

    public LinkPreview preview(String link) throws IOException {
        URL url = new URL(link);
        try (InputStream in = url.openStream()) {
            String html = new String(in.readNBytes(64 * 1024), StandardCharsets.UTF_8);
            int start = html.indexOf("<title>");
            int end = html.indexOf("</title>");
            String title = start >= 0 && end > start ? html.substring(start + 7, end).strip() : link;
            return new LinkPreview(link, title);
        }
    }
}

@RestController
class LinkPreviewController {
    private final LinkPreviewService previews;

    LinkPreviewController(LinkPreviewService previews) {
        this.previews = previews;
    }

    @PostMapping("/messages/preview")
    LinkPreview preview(@RequestBody PreviewRequest request) throws IOException {
        return previews.preview(request.url());
    }
}

record PreviewRequest(String url) {
}

record LinkPreview(String url, String title) {
}

// expect: CWE-79 @ 16
// note: @RequestBody comment text converted with a naive markdown helper and returned as text/html
package com.devforum.comments;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class CommentPreviewController {

    @PostMapping(value = "/comments/preview", produces = MediaType.TEXT_HTML_VALUE)
    public String preview(@RequestBody CommentDraft draft) {
        return "<div class=\"comment\">" + MiniMarkdown.render(draft.body()) + "</div>";
    }

    public record CommentDraft(long threadId, String body) {}
}

final class MiniMarkdown {
    private MiniMarkdown() {}

    static String render(String text) {
        String html = text;
        html = html.replaceAll("\\*\\*(.+?)\\*\\*", "<b>$1</b>");
        html = html.replaceAll("_(.+?)_", "<i>$1</i>");
        return html.replace("\n", "<br>");
    }
}

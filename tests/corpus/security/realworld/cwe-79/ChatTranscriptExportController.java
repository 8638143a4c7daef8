// expect: none (CWE-79 safe)
// note: each message and the room name escaped with HtmlUtils.htmlEscape inside the stream
package com.teamchat.export;

import java.util.List;
import java.util.stream.Collectors;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class ChatTranscriptExportController {

    @PostMapping("/rooms/{room}/transcript")
    public ResponseEntity<String> transcript(@PathVariable String room, @RequestBody List<ChatLine> lines) {
        String body = lines.stream()
                .map(l -> "<tr><td>" + HtmlUtils.htmlEscape(l.author()) + "</td><td>" + HtmlUtils.htmlEscape(l.text()) + "</td></tr>")
                .collect(Collectors.joining("\n", "<table>", "</table>"));
        String page = "<html><head><title>" + HtmlUtils.htmlEscape(room) + "</title></head><body>" + body + "</body></html>";
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(page);
    }

    public record ChatLine(String author, String text, long sentAt) {}
}

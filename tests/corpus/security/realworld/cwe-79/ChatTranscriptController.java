// expect: CWE-79 @ 23
// note: @PathVariable room plus @RequestParam messages list rendered into HTML with streams; written as text/html
package com.teamchat.export;

import java.util.List;
import java.util.stream.Collectors;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ChatTranscriptController {

    @PostMapping("/rooms/{room}/transcript")
    public ResponseEntity<String> transcript(@PathVariable String room, @RequestBody List<ChatLine> lines) {
        String body = lines.stream()
                .map(l -> "<tr><td>" + l.author() + "</td><td>" + l.text() + "</td></tr>")
                .collect(Collectors.joining("\n", "<table>", "</table>"));
        String page = "<html><head><title>" + room + "</title></head><body>" + body + "</body></html>";
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(page);
    }

    public record ChatLine(String author, String text, long sentAt) {}
}

// expect: CWE-79 @ 18
// note: @RequestParam recipient and message built into an HTML string returned with Content-Type text/html via ResponseEntity
package com.cards.web;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class GreetingCardController {

    @GetMapping("/cards/preview")
    public ResponseEntity<String> preview(@RequestParam String recipient,
                                          @RequestParam(defaultValue = "Happy birthday!") String message) {
        String html = new CardRenderer().render(recipient, message);
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(html);
    }
}

class CardRenderer {
    String render(String recipient, String message) {
        StringBuilder sb = new StringBuilder();
        sb.append("<div class=\"card\">");
        sb.append("<h1>Dear ").append(recipient).append(",</h1>");
        sb.append("<p>").append(message).append("</p>");
        sb.append("</div>");
        return sb.toString();
    }
}

// expect: none (CWE-79 safe)
// note: email encoded with OWASP Encoder Encode.forHtml before building the HTML
package com.mailpilot.subscriptions;

import org.owasp.encoder.Encode;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UnsubscribeConfirmController {

    private final SubscriptionService subscriptions;

    public UnsubscribeConfirmController(SubscriptionService subscriptions) {
        this.subscriptions = subscriptions;
    }

    @GetMapping("/unsubscribe")
    public ResponseEntity<String> unsubscribe(@RequestParam String email, @RequestParam String token) {
        boolean done = subscriptions.unsubscribe(email, token);
        String message = done
                ? "<p>" + Encode.forHtml(email) + " will no longer receive our newsletter.</p>"
                : "<p>That link has expired.</p>";
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(message);
    }
}

interface SubscriptionService {
    boolean unsubscribe(String email, String token);
}

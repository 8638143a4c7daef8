// expect: CWE-79 @ 26
// note: @RequestParam email placed in an HTML confirmation → ResponseEntity.ok().contentType(TEXT_HTML)
package com.mailpilot.subscriptions;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UnsubscribeController {

    private final SubscriptionService subscriptions;

    public UnsubscribeController(SubscriptionService subscriptions) {
        this.subscriptions = subscriptions;
    }

    @GetMapping("/unsubscribe")
    public ResponseEntity<String> unsubscribe(@RequestParam String email, @RequestParam String token) {
        boolean done = subscriptions.unsubscribe(email, token);
        String message = done
                ? "<p>" + email + " will no longer receive our newsletter.</p>"
                : "<p>That link has expired.</p>";
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(message);
    }
}

interface SubscriptionService {
    boolean unsubscribe(String email, String token);
}

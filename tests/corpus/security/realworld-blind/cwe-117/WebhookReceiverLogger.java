// expect: CWE-117 @ 24
// note: raw webhook event type header and body excerpt logged through System.Logger (java.lang) without CR/LF removal
package com.integrations.inbound;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookReceiverLogger {
    private static final System.Logger LOGGER = System.getLogger(WebhookReceiverLogger.class.getName());

    private final WebhookQueue queue;

    public WebhookReceiverLogger(WebhookQueue queue) {
        this.queue = queue;
    }

    @PostMapping("/hooks/inbound")
    public ResponseEntity<Void> receive(@RequestHeader("X-Event-Type") String eventType, @RequestBody String body) {
        String excerpt = body.length() > 80 ? body.substring(0, 80) : body;
        LOGGER.log(System.Logger.Level.INFO, "received " + eventType + ": " + excerpt);
        queue.enqueue(eventType, body);
        return ResponseEntity.accepted().build();
    }
}

interface WebhookQueue {
    void enqueue(String type, String body);
}

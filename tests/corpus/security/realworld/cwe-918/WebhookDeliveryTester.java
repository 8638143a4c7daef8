// expect: none (CWE-918 safe)
// note: callback URL resolved and rejected when its host is loopback/site-local/link-local, and must be https
package com.hookrelay.webhooks;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class WebhookDeliveryTester {

    private final RestTemplate restTemplate;

    public WebhookDeliveryTester(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @PostMapping("/webhooks/test")
    public ResponseEntity<String> test(@RequestBody WebhookConfig config) throws UnknownHostException {
        URI uri = URI.create(config.getCallbackUrl());
        InetAddress address = InetAddress.getByName(uri.getHost());
        if (!"https".equals(uri.getScheme()) || address.isLoopbackAddress() || address.isSiteLocalAddress()
                || address.isLinkLocalAddress() || address.isAnyLocalAddress()) {
            return ResponseEntity.badRequest().body("callback must be a public https endpoint");
        }
        ResponseEntity<String> reply = restTemplate.postForEntity(uri, Map.of("event", "ping"), String.class);
        return ResponseEntity.ok("status " + reply.getStatusCode().value());
    }

    public static class WebhookConfig {
        private String callbackUrl;

        public String getCallbackUrl() {
            return callbackUrl;
        }

        public void setCallbackUrl(String callbackUrl) {
            this.callbackUrl = callbackUrl;
        }
    }
}

// expect: none (CWE-918 safe)
// note: subscription URL validated on registration and on test (https only, host resolves to a public address, port 443) before HttpClient.send
package com.hookrelay.subscriptions;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/subscriptions")
public class WebhookSubscriptionManager {

    private final SubscriptionStore store;
    private final WebhookDispatcher dispatcher;

    public WebhookSubscriptionManager(SubscriptionStore store, WebhookDispatcher dispatcher) {
        this.store = store;
        this.dispatcher = dispatcher;
    }

    @PostMapping
    public ResponseEntity<Subscription> register(@RequestBody SubscriptionRequest request) {
        if (!TargetPolicy.acceptable(request.targetUrl())) {
            return ResponseEntity.badRequest().build();
        }
        Subscription created = store.add(request.event(), request.targetUrl());
        return ResponseEntity.status(201).body(created);
    }

    @PostMapping("/test")
    public ResponseEntity<String> test(@RequestBody SubscriptionRequest request) throws IOException, InterruptedException {
        if (!TargetPolicy.acceptable(request.targetUrl())) {
            return ResponseEntity.badRequest().body("target not allowed");
        }
        int status = dispatcher.deliver(request.targetUrl(), "{\"event\":\"ping\"}");
        return ResponseEntity.ok("target answered " + status);
    }

    @PostMapping("/{id}/redeliver")
    public ResponseEntity<String> redeliver(@PathVariable long id) throws IOException, InterruptedException {
        Subscription sub = store.get(id);
        if (sub == null) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok("target answered " + dispatcher.deliver(sub.targetUrl(), "{\"event\":\"" + sub.event() + "\"}"));
    }

    public record SubscriptionRequest(String event, String targetUrl) {}
}

record Subscription(long id, String event, String targetUrl) {}

@Component
class SubscriptionStore {
    private final AtomicLong ids = new AtomicLong();
    private final Map<Long, Subscription> byId = new ConcurrentHashMap<>();

    Subscription add(String event, String targetUrl) {
        Subscription s = new Subscription(ids.incrementAndGet(), event, targetUrl);
        byId.put(s.id(), s);
        return s;
    }

    Subscription get(long id) {
        return byId.get(id);
    }

    List<Subscription> forEvent(String event) {
        return byId.values().stream().filter(s -> s.event().equals(event)).toList();
    }
}

final class TargetPolicy {
    private TargetPolicy() {}

    static boolean acceptable(String url) {
        try {
            URI uri = URI.create(url);
            if (!"https".equals(uri.getScheme()) || uri.getHost() == null || (uri.getPort() != -1 && uri.getPort() != 443)) {
                return false;
            }
            for (InetAddress address : InetAddress.getAllByName(uri.getHost())) {
                if (address.isLoopbackAddress() || address.isSiteLocalAddress() || address.isLinkLocalAddress()
                        || address.isAnyLocalAddress() || address.isMulticastAddress()) {
                    return false;
                }
            }
            return true;
        } catch (IllegalArgumentException | IOException e) {
            return false;
        }
    }
}

@Component
class WebhookDispatcher {
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(3))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final byte[] signingKey;

    WebhookDispatcher(@Value("${hookrelay.signing-key}") String signingKey) {
        this.signingKey = signingKey.getBytes(StandardCharsets.UTF_8);
    }

    int deliver(String targetUrl, String payload) throws IOException, InterruptedException {
        if (!TargetPolicy.acceptable(targetUrl)) {
            throw new IllegalArgumentException("target not allowed");
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create(targetUrl))
                .timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json")
                .header("X-Hookrelay-Signature", sign(payload))
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        HttpResponse<Void> response = http.send(request, HttpResponse.BodyHandlers.discarding());
        return response.statusCode();
    }

    private String sign(String payload) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(signingKey, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

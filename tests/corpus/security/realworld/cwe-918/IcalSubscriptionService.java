// expect: CWE-918 @ 23
// note: calendar subscription URL from @RequestBody record → HttpClient.sendAsync(HttpRequest.newBuilder(URI.create(url)))
package com.planit.calendar;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class IcalSubscriptionService {

    private final HttpClient client = HttpClient.newHttpClient();

    @PostMapping("/calendars/subscribe")
    public CompletableFuture<Integer> subscribe(@RequestBody Subscription subscription) {
        URI uri = URI.create(subscription.icalUrl());
        return client.sendAsync(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString())
                .thenApply(r -> (int) r.body().lines().filter(l -> l.startsWith("BEGIN:VEVENT")).count());
    }

    public record Subscription(String name, String icalUrl) {}
}

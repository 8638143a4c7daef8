// expect: none (CWE-918 safe)
// note: subscription URL accepted only for https hosts in the allowed calendar providers list
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
public class IcalSubscriptionFetcher {

    private static final Set<String> PROVIDERS = Set.of("calendar.google.com", "outlook.office365.com", "p01-caldav.icloud.com");
    private final HttpClient client = HttpClient.newHttpClient();

    @PostMapping("/calendars/subscribe")
    public CompletableFuture<Integer> subscribe(@RequestBody Subscription subscription) {
        URI uri = URI.create(subscription.icalUrl());
        if (!"https".equals(uri.getScheme()) || !PROVIDERS.contains(uri.getHost())) {
            return CompletableFuture.completedFuture(-1);
        }
        return client.sendAsync(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString())
                .thenApply(r -> (int) r.body().lines().filter(l -> l.startsWith("BEGIN:VEVENT")).count());
    }

    public record Subscription(String name, String icalUrl) {}
}

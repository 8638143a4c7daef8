package com.example.reactive;

import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@Component
public class CleanPriceClient {
    private final WebClient client;

    public CleanPriceClient(WebClient.Builder builder) {
        this.client = builder.baseUrl("https://prices.example.com").build();
    }

    public Mono<Price> fetch(String symbol) {
        return client.get().uri("/prices/{s}", symbol).retrieve().bodyToMono(Price.class);
    }
}

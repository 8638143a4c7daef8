package com.example.reactive;

import org.springframework.web.bind.annotation.*;
import org.springframework.web.client.RestTemplate;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

@RestController
public class ReactiveController {
    private final RestTemplate restTemplate;
    private final PriceClient prices;

    public ReactiveController(RestTemplate restTemplate, PriceClient prices) {
        this.restTemplate = restTemplate;
        this.prices = prices;
    }

    @GetMapping("/quote/{symbol}")
    public Mono<Quote> quote(@PathVariable String symbol) {
        Price p = prices.fetch(symbol).block(); // expect: DES-BLOCKING-IN-REACTIVE
        return Mono.just(new Quote(symbol, p));
    }

    @GetMapping("/news/{symbol}")
    public Flux<String> news(@PathVariable String symbol) {
        return Flux.fromArray(restTemplate.getForObject("/news/" + symbol, String[].class)); // expect: DES-BLOCKING-IN-REACTIVE
    }

    @GetMapping("/quote2/{symbol}")
    public Mono<Quote> quote2(@PathVariable String symbol) {
        return prices.fetch(symbol).map(p -> new Quote(symbol, p)); // ok: DES-BLOCKING-IN-REACTIVE
    }
}

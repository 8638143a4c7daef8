package com.example.reactive;

import org.springframework.stereotype.Service;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

@Service
public class ReactiveCatalog {

    private final ItemClient items;
    private final PriceClient prices;

    public ReactiveCatalog(ItemClient items, PriceClient prices) {
        this.items = items;
        this.prices = prices;
    }

    public Mono<ItemView> item(String id) {
        return items.fetch(id) // ok: DES-BLOCKING-IN-REACTIVE
                .zipWith(prices.priceOf(id))
                .map(t -> new ItemView(t.getT1().getName(), t.getT2()));
    }

    public Flux<ItemView> all() {
        return items.fetchAll().flatMap(i -> item(i.getId()));
    }
}

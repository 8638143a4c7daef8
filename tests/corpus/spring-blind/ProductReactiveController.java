package com.catalog.reactive;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

@RestController
public class ProductReactiveController {
    private final ReactiveProductRepository products;
    private final PriceClient prices;

    public ProductReactiveController(ReactiveProductRepository products, PriceClient prices) {
        this.products = products;
        this.prices = prices;
    }

    @GetMapping("/products/{id}")
    public Mono<ProductView> product(@PathVariable String id) {
        Product product = products.findById(id).block(); // expect: DES-BLOCKING-IN-REACTIVE
        return prices.priceOf(id).map(p -> new ProductView(product.id(), product.name(), p));
    }

    @GetMapping("/products")
    public Flux<ProductView> all() {
        return products.findAll()
                .flatMap(p -> prices.priceOf(p.id()).map(price -> new ProductView(p.id(), p.name(), price))); // ok: DES-BLOCKING-IN-REACTIVE
    }
}

record Product(String id, String name) {
}

record ProductView(String id, String name, long priceCents) {
}

interface ReactiveProductRepository {
    Mono<Product> findById(String id);

    Flux<Product> findAll();
}

interface PriceClient {
    Mono<Long> priceOf(String productId);
}

// expect: CWE-79 @ 23
// note: annotated WebFlux controller returns Mono<String> HTML containing the query parameter
package com.gearshop.search;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

@RestController
public class WebfluxSearchController {

    private final ProductSearch search;

    public WebfluxSearchController(ProductSearch search) {
        this.search = search;
    }

    @GetMapping(value = "/shop/search", produces = MediaType.TEXT_HTML_VALUE)
    public Mono<String> results(@RequestParam String term) {
        return search.count(term)
                .map(n -> "<p>" + n + " products match <em>" + term + "</em></p>");
    }
}

interface ProductSearch {
    Mono<Long> count(String term);
}

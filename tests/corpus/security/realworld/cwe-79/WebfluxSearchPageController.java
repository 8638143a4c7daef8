// expect: none (CWE-79 safe)
// note: annotated WebFlux controller escapes the query with HtmlUtils inside Mono.map
package com.gearshop.search;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;
import reactor.core.publisher.Mono;

@RestController
public class WebfluxSearchPageController {

    private final ProductSearch search;

    public WebfluxSearchPageController(ProductSearch search) {
        this.search = search;
    }

    @GetMapping(value = "/shop/search", produces = MediaType.TEXT_HTML_VALUE)
    public Mono<String> results(@RequestParam String term) {
        return search.count(term)
                .map(n -> "<p>" + n + " products match <em>" + HtmlUtils.htmlEscape(term) + "</em></p>");
    }
}

interface ProductSearch {
    Mono<Long> count(String term);
}

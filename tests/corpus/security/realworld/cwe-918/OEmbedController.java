// expect: CWE-918 @ 24
// note: annotated WebFlux controller sends WebClient.get().uri(endpoint) with the @RequestParam endpoint
package com.cmsplatform.embeds;

import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@RestController
public class OEmbedController {

    private final WebClient webClient;

    public OEmbedController(WebClient.Builder builder) {
        this.webClient = builder.build();
    }

    @GetMapping("/embeds/resolve")
    public Mono<Map> resolve(@RequestParam String endpoint) {
        return webClient.get()
                .uri(endpoint)
                .retrieve()
                .bodyToMono(Map.class);
    }
}

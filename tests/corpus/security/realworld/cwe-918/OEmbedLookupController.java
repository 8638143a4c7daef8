// expect: none (CWE-918 safe)
// note: WebClient bound to a fixed oEmbed provider; the user URL only goes into an encoded query parameter
package com.cmsplatform.embeds;

import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@RestController
public class OEmbedLookupController {

    private final WebClient webClient;

    public OEmbedLookupController(WebClient.Builder builder) {
        this.webClient = builder.baseUrl("https://noembed.example").build();
    }

    @GetMapping("/embeds/resolve")
    public Mono<Map> resolve(@RequestParam String url) {
        return webClient.get()
                .uri(b -> b.path("/embed").queryParam("url", url).build())
                .retrieve()
                .bodyToMono(Map.class);
    }
}

// expect: CWE-918 @ 23
// note: @RequestParam src passed to WebClient .uri(..) and the bytes streamed back (image proxy without host allow-list)
package com.newsreader.proxy;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@RestController
public class ImageProxyController {
    private final WebClient webClient;

    public ImageProxyController(WebClient.Builder builder) {
        this.webClient = builder.build();
    }

    @GetMapping(value = "/img", produces = MediaType.IMAGE_JPEG_VALUE)
    public Mono<byte[]> proxy(@RequestParam("src") String src) {
        return webClient.get()
                .uri(src)
                .retrieve()
                .bodyToMono(byte[].class);
    }
}

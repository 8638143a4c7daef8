// expect: none (CWE-918 safe)
// note: WebFlux handler uses a WebClient bound to the CDN base URL and only a numeric image id in .uri()
package com.gearshop.images;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

@Configuration
public class ImageProxyRoutes {

    private final WebClient cdn = WebClient.create("https://cdn.gearshop.example");

    @Bean
    RouterFunction<ServerResponse> imageProxy() {
        return RouterFunctions.route().GET("/img", this::proxy).build();
    }

    Mono<ServerResponse> proxy(ServerRequest request) {
        long imageId = Long.parseLong(request.queryParam("id").orElseThrow());
        Flux<DataBuffer> body = cdn.get().uri("/images/{id}", imageId).retrieve().bodyToFlux(DataBuffer.class);
        return ServerResponse.ok().body(body, DataBuffer.class);
    }
}

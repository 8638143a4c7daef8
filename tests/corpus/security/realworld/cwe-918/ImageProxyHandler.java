// expect: CWE-918 @ 26
// note: WebFlux functional handler passes the src query param to WebClient.create(src) and streams the body back
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
public class ImageProxyHandler {

    @Bean
    RouterFunction<ServerResponse> imageProxy() {
        return RouterFunctions.route().GET("/img", this::proxy).build();
    }

    Mono<ServerResponse> proxy(ServerRequest request) {
        String src = request.queryParam("src").orElseThrow();
        Flux<DataBuffer> body = WebClient.create(src).get().retrieve().bodyToFlux(DataBuffer.class);
        return ServerResponse.ok().body(body, DataBuffer.class);
    }
}

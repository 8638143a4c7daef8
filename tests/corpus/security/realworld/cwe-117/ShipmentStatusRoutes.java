// expect: CWE-117 @ 27
// note: WebFlux ServerRequest path variable trackingNo logged with log.info placeholder
package com.fleetline.tracking;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class ShipmentStatusRoutes {

    private static final Logger log = LoggerFactory.getLogger(ShipmentStatusRoutes.class);

    @Bean
    RouterFunction<ServerResponse> statusRoutes() {
        return RouterFunctions.route().GET("/status/{trackingNo}", this::status).build();
    }

    Mono<ServerResponse> status(ServerRequest request) {
        String trackingNo = request.pathVariable("trackingNo");
        log.info("status lookup for {}", trackingNo);
        return ServerResponse.ok().bodyValue(Mono.just("IN_TRANSIT"));
    }
}

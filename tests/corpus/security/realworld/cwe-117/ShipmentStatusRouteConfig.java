// expect: none (CWE-117 safe)
// note: trackingNo validated against [A-Z0-9]{10,20} before it is logged; else 400 and a constant log line
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
public class ShipmentStatusRouteConfig {

    private static final Logger log = LoggerFactory.getLogger(ShipmentStatusRouteConfig.class);

    @Bean
    RouterFunction<ServerResponse> statusRoutes() {
        return RouterFunctions.route().GET("/status/{trackingNo}", this::status).build();
    }

    Mono<ServerResponse> status(ServerRequest request) {
        String trackingNo = request.pathVariable("trackingNo");
        if (!trackingNo.matches("[A-Z0-9]{10,20}")) {
            log.info("rejected malformed tracking number");
            return ServerResponse.badRequest().build();
        }
        log.info("status lookup for {}", trackingNo);
        return ServerResponse.ok().bodyValue(Mono.just("IN_TRANSIT"));
    }
}

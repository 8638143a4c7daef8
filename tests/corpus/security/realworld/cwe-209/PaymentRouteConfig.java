// expect: none (CWE-209 safe)
// note: WebFlux onErrorResume logs the error and sends a generic body
package com.paystream.api;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class PaymentRouteConfig {

    private static final Logger log = LoggerFactory.getLogger(PaymentRouteConfig.class);

    @Bean
    RouterFunction<ServerResponse> payments(PaymentGateway gateway) {
        return RouterFunctions.route().POST("/payments", request ->
                request.bodyToMono(PaymentRequest.class)
                        .flatMap(gateway::charge)
                        .flatMap(receipt -> ServerResponse.ok().bodyValue(receipt))
                        .onErrorResume(ex -> {
                            log.error("charge failed", ex);
                            return ServerResponse.status(502).bodyValue("Payment could not be processed");
                        })).build();
    }

    public record PaymentRequest(long amountCents, String currency, String cardToken) {}

    public interface PaymentGateway {
        Mono<String> charge(PaymentRequest request);
    }
}

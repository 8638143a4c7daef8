// expect: CWE-78 @ 34
// note: WebFlux path variable domain put into a "sh -c whois" string → ProcessBuilder
package com.domainwatch.lookup;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

@Configuration
public class WhoisRouter {

    @Bean
    public RouterFunction<ServerResponse> whoisRoutes() {
        return RouterFunctions.route()
                .GET("/whois/{domain}", this::lookup)
                .build();
    }

    Mono<ServerResponse> lookup(ServerRequest request) {
        String domain = request.pathVariable("domain");
        return Mono.fromCallable(() -> run(domain))
                .subscribeOn(Schedulers.boundedElastic())
                .flatMap(text -> ServerResponse.ok().bodyValue(text));
    }

    private String run(String domain) throws IOException {
        Process process = new ProcessBuilder("sh", "-c", "whois " + domain + " | head -n 40").start();
        return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}

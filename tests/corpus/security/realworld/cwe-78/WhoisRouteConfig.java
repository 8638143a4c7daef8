// expect: none (CWE-78 safe)
// note: domain must match a strict domain regex (else 400) and is passed to /usr/bin/whois as its own argument
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
public class WhoisRouteConfig {

    @Bean
    public RouterFunction<ServerResponse> whoisRoutes() {
        return RouterFunctions.route()
                .GET("/whois/{domain}", this::lookup)
                .build();
    }

    Mono<ServerResponse> lookup(ServerRequest request) {
        String domain = request.pathVariable("domain");
        if (!domain.matches("(?i)[a-z0-9-]{1,63}(\\.[a-z0-9-]{1,63})+")) {
            return ServerResponse.badRequest().bodyValue("invalid domain");
        }
        return Mono.fromCallable(() -> run(domain))
                .subscribeOn(Schedulers.boundedElastic())
                .flatMap(text -> ServerResponse.ok().bodyValue(text));
    }

    private String run(String domain) throws IOException {
        Process process = new ProcessBuilder("/usr/bin/whois", domain).start();
        return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}

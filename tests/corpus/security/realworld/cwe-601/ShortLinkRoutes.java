// expect: CWE-601 @ 31
// note: WebFlux functional handler redirects to request.queryParam("to") with ServerResponse.temporaryRedirect
package com.linkly.redirect;

import java.net.URI;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class ShortLinkRoutes {

    private final LinkStore links;

    public ShortLinkRoutes(LinkStore links) {
        this.links = links;
    }

    @Bean
    RouterFunction<ServerResponse> shortLinks() {
        return RouterFunctions.route().GET("/go/{code}", this::go).build();
    }

    Mono<ServerResponse> go(ServerRequest request) {
        String to = request.queryParam("to").orElse("/");
        links.countHit(request.pathVariable("code"));
        return ServerResponse.temporaryRedirect(URI.create(to)).build();
    }

    public interface LinkStore {
        void countHit(String code);
        Mono<String> resolve(String code);
    }
}

// expect: none (CWE-601 safe)
// note: short code resolved in our link table; unknown codes 404; user never supplies the target
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
public class ShortLinkRouteConfig {

    private final LinkStore links;

    public ShortLinkRouteConfig(LinkStore links) {
        this.links = links;
    }

    @Bean
    RouterFunction<ServerResponse> shortLinks() {
        return RouterFunctions.route().GET("/go/{code}", this::go).build();
    }

    Mono<ServerResponse> go(ServerRequest request) {
        return links.resolve(request.pathVariable("code"))
                .flatMap(target -> ServerResponse.temporaryRedirect(URI.create(target)).build())
                .switchIfEmpty(ServerResponse.notFound().build());
    }

    public interface LinkStore {
        void countHit(String code);
        Mono<String> resolve(String code);
    }
}

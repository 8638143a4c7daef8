// expect: CWE-113 @ 19
// note: WebFlux functional handler copies the "hint" query param into a response header via headers(h -> h.add(..))
package com.linkly.hints;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerResponse;

@Configuration
public class RedirectHintRoutes {

    @Bean
    RouterFunction<ServerResponse> hints() {
        return RouterFunctions.route().GET("/hint", request -> {
            String hint = request.queryParam("hint").orElse("none");
            return ServerResponse.ok()
                    .headers(h -> h.add("X-Hint", hint))
                    .bodyValue("ok");
        }).build();
    }
}

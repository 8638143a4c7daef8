// expect: CWE-79 @ 24
// note: WebFlux functional fallback echoes request.path() into an HTML body → ServerResponse bodyValue
package com.gearshop.web;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RequestPredicates;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerResponse;

@Configuration
public class NotFoundRoutes {

    @Bean
    RouterFunction<ServerResponse> fallback() {
        return RouterFunctions.route(RequestPredicates.all(), request -> {
            String page = "<html><body><h1>Not found</h1><p>No page at "
                    + request.path() + "</p></body></html>";
            return ServerResponse.status(HttpStatus.NOT_FOUND)
                    .contentType(MediaType.TEXT_HTML)
                    .bodyValue(page);
        });
    }
}

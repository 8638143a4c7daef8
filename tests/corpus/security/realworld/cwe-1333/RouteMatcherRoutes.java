// expect: CWE-1333 @ 22
// note: WebFlux query param "route" used as a regex with Pattern.matches against registered paths
package com.platformops.gateway;

import java.util.List;
import java.util.regex.Pattern;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerResponse;

@Configuration
public class RouteMatcherRoutes {

    private final List<String> registered = List.of("/orders/**", "/catalog/**", "/search");

    @Bean
    RouterFunction<ServerResponse> routeDebug() {
        return RouterFunctions.route().GET("/debug/routes", request -> {
            String route = request.queryParam("route").orElse(".*");
            List<String> hits = registered.stream().filter(r -> Pattern.matches(route, r)).toList();
            return ServerResponse.ok().bodyValue(hits);
        }).build();
    }
}

// expect: CWE-94 @ 31
// note: WebFlux query param "transform" passed to a Rhino Context.evaluateString
package com.dataworks.transform;

import java.util.Map;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.Scriptable;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class ExpressionFieldRoutes {

    @Bean
    RouterFunction<ServerResponse> transformRoutes() {
        return RouterFunctions.route().GET("/transform", this::transform).build();
    }

    Mono<ServerResponse> transform(ServerRequest request) {
        String value = request.queryParam("value").orElse("");
        String script = request.queryParam("transform").orElse("value");
        Context cx = Context.enter();
        try {
            Scriptable scope = cx.initSafeStandardObjects();
            scope.put("value", scope, value);
            Object result = cx.evaluateString(scope, script, "transform", 1, null);
            return ServerResponse.ok().bodyValue(Context.toString(result));
        } finally {
            Context.exit();
        }
    }
}

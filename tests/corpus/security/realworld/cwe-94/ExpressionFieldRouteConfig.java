// expect: none (CWE-94 safe)
// note: transform chosen from a Map of predefined script snippets keyed by name; unknown names get 400
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
public class ExpressionFieldRouteConfig {

    private static final Map<String, String> TRANSFORMS = Map.of(
            "upper", "value.toUpperCase()", "trim", "value.trim()", "length", "value.length");

    @Bean
    RouterFunction<ServerResponse> transformRoutes() {
        return RouterFunctions.route().GET("/transform", this::transform).build();
    }

    Mono<ServerResponse> transform(ServerRequest request) {
        String value = request.queryParam("value").orElse("");
        String script = TRANSFORMS.get(request.queryParam("transform").orElse("trim"));
        if (script == null) {
            return ServerResponse.badRequest().build();
        }
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

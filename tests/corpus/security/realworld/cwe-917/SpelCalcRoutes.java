// expect: CWE-917 @ 27
// note: WebFlux query param expr evaluated with SpelExpressionParser.parseExpression(expr).getValue()
package com.labs.calc;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class SpelCalcRoutes {

    private final SpelExpressionParser parser = new SpelExpressionParser();

    @Bean
    RouterFunction<ServerResponse> calc() {
        return RouterFunctions.route().GET("/calc", this::evaluate).build();
    }

    Mono<ServerResponse> evaluate(ServerRequest request) {
        String expr = request.queryParam("expr").orElse("0");
        Object result = parser.parseExpression(expr).getValue();
        return ServerResponse.ok().bodyValue(String.valueOf(result));
    }
}

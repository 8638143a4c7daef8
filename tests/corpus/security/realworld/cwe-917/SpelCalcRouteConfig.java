// expect: none (CWE-917 safe)
// note: WebFlux handler evaluates a constant expression; operands parsed to doubles and set as variables
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
public class SpelCalcRouteConfig {

    private final SpelExpressionParser parser = new SpelExpressionParser();

    @Bean
    RouterFunction<ServerResponse> calc() {
        return RouterFunctions.route().GET("/calc", this::evaluate).build();
    }

    Mono<ServerResponse> evaluate(ServerRequest request) {
        double a = Double.parseDouble(request.queryParam("a").orElse("0"));
        double b = Double.parseDouble(request.queryParam("b").orElse("0"));
        SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        ctx.setVariable("a", a);
        ctx.setVariable("b", b);
        Object result = parser.parseExpression("#a + #b").getValue(ctx);
        return ServerResponse.ok().bodyValue(String.valueOf(result));
    }
}

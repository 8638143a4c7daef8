// expect: CWE-502 @ 28
// note: WebFlux functional handler loads the request body String with new Yaml().loadAll
package com.kitchenhub.recipes;

import java.util.ArrayList;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import org.yaml.snakeyaml.Yaml;
import reactor.core.publisher.Mono;

@Configuration
public class RecipeYamlRoutes {

    @Bean
    RouterFunction<ServerResponse> recipeImport() {
        return RouterFunctions.route().POST("/recipes/import", this::importRecipes).build();
    }

    Mono<ServerResponse> importRecipes(ServerRequest request) {
        return request.bodyToMono(String.class).flatMap(text -> {
            Yaml yaml = new Yaml();
            List<Object> docs = new ArrayList<>();
            yaml.loadAll(text).forEach(docs::add);
            return ServerResponse.ok().bodyValue(docs.size());
        });
    }
}

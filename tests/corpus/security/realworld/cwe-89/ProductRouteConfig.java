// expect: none (CWE-89 safe)
// note: WebFlux brand bound with DatabaseClient .bind("brand", ..)
package com.gearshop.catalog;

import static org.springframework.web.reactive.function.server.RouterFunctions.route;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.r2dbc.core.DatabaseClient;
import org.springframework.web.reactive.function.server.RequestPredicates;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class ProductRouteConfig {

    @Bean
    RouterFunction<ServerResponse> productRoutes(DatabaseClient db) {
        return route(RequestPredicates.GET("/products"), request -> listByBrand(db, request));
    }

    private Mono<ServerResponse> listByBrand(DatabaseClient db, ServerRequest request) {
        String brand = request.queryParam("brand").orElse("generic");
        var rows = db.sql("SELECT sku, title, price FROM product WHERE brand = :brand")
                .bind("brand", brand)
                .fetch()
                .all();
        return ServerResponse.ok().body(rows, Object.class);
    }
}

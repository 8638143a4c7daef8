// expect: none (CWE-943 safe)
// note: WebFlux handler queries with Query.query(Criteria.where("city").is(city))
package com.rentnest.listings;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class ReactiveListingRoutes {

    private final ReactiveMongoTemplate mongo;

    public ReactiveListingRoutes(ReactiveMongoTemplate mongo) {
        this.mongo = mongo;
    }

    @Bean
    RouterFunction<ServerResponse> listings() {
        return RouterFunctions.route().GET("/listings", this::byCity).build();
    }

    Mono<ServerResponse> byCity(ServerRequest request) {
        String city = request.queryParam("city").orElse("");
        Query query = Query.query(Criteria.where("city").is(city).and("active").is(true));
        return ServerResponse.ok().body(mongo.find(query, Listing.class), Listing.class);
    }

    record Listing(String id, String city, int bedrooms, long rentCents) {}
}

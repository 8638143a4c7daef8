// expect: CWE-943 @ 33
// note: WebFlux ServerRequest city param concatenated into BasicQuery JSON for ReactiveMongoTemplate.find
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
public class ReactiveListingHandler {

    private final ReactiveMongoTemplate mongo;

    public ReactiveListingHandler(ReactiveMongoTemplate mongo) {
        this.mongo = mongo;
    }

    @Bean
    RouterFunction<ServerResponse> listings() {
        return RouterFunctions.route().GET("/listings", this::byCity).build();
    }

    Mono<ServerResponse> byCity(ServerRequest request) {
        String city = request.queryParam("city").orElse("");
        Query query = new BasicQuery("{ \"city\": \"" + city + "\", \"active\": true }");
        return ServerResponse.ok().body(mongo.find(query, Listing.class), Listing.class);
    }

    record Listing(String id, String city, int bedrooms, long rentCents) {}
}

// expect: none (CWE-943 safe)
// note: Spring Data Criteria.where(..).is(value) with the product id and rating bound as values
package com.marketplace.reviews;

import java.util.List;

import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReviewQueryController {
    private final MongoTemplate mongoTemplate;

    public ReviewQueryController(MongoTemplate mongoTemplate) {
        this.mongoTemplate = mongoTemplate;
    }

    @GetMapping("/products/{productId}/reviews")
    public List<ReviewDoc> reviews(@PathVariable String productId, @RequestParam(defaultValue = "1") int minRating) {
        Query query = new Query(Criteria.where("productId").is(productId).and("rating").gte(minRating))
                .with(Sort.by(Sort.Direction.DESC, "createdAt"))
                .limit(50);
        return mongoTemplate.find(query, ReviewDoc.class);
    }
}

record ReviewDoc(String id, String productId, int rating, String text) {
}

// expect: CWE-943 @ 30
// note: @RequestBody map of facet filters serialized into a JSON string by hand and parsed with BasicDBObject.parse
package com.gearshop.facets;

import com.mongodb.BasicDBObject;
import com.mongodb.client.MongoCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.bson.Document;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProductFacetService {

    private final MongoCollection<Document> products;

    public ProductFacetService(MongoCollection<Document> products) {
        this.products = products;
    }

    @PostMapping("/products/facets")
    public List<Document> filter(@RequestBody Map<String, String> facets) {
        String json = facets.entrySet().stream()
                .map(e -> "\"attributes." + e.getKey() + "\": \"" + e.getValue() + "\"")
                .collect(Collectors.joining(", ", "{", "}"));
        BasicDBObject query = BasicDBObject.parse(json);
        return products.find(query).limit(100).into(new ArrayList<>());
    }
}

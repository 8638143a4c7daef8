// expect: none (CWE-943 safe)
// note: facet keys allow-listed and values added with Filters.eq; nothing parsed from strings
package com.gearshop.facets;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProductFacetFilter {

    private static final Set<String> FACETS = Set.of("color", "size", "material", "brand");
    private final MongoCollection<Document> products;

    public ProductFacetFilter(MongoCollection<Document> products) {
        this.products = products;
    }

    @PostMapping("/v2/products/facets")
    public List<Document> filter(@RequestBody Map<String, String> facets) {
        List<Bson> clauses = new ArrayList<>();
        facets.forEach((key, value) -> {
            if (FACETS.contains(key)) {
                clauses.add(Filters.eq("attributes." + key, value));
            }
        });
        Bson query = clauses.isEmpty() ? new Document() : Filters.and(clauses);
        return products.find(query).limit(100).into(new ArrayList<>());
    }
}

// expect: CWE-943 @ 20
// note: price expression from a query parameter is put into a $where JavaScript clause via BasicQuery(string)
package com.realestate.listings;

import java.util.List;

import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.stereotype.Service;

@Service
public class ListingSearchService {
    private final MongoTemplate mongo;

    public ListingSearchService(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    public List<Listing> cheaperThan(String city, String maxPrice) {
        BasicQuery query = new BasicQuery("{ city: '" + city + "', $where: 'this.price < " + maxPrice + "' }");
        return mongo.find(query, Listing.class);
    }
}

class Listing {
    String id;
    String city;
    long price;
}

// expect: CWE-943 @ 20
// note: group-by field and match JSON assembled from a public method's String parameters and parsed with BasicDBObject.parse
package com.analytics.mongo;

import java.util.ArrayList;
import java.util.List;

import com.mongodb.BasicDBObject;
import com.mongodb.client.MongoCollection;
import org.bson.Document;

public class AnalyticsAggregationRepository {
    private final MongoCollection<Document> events;

    public AnalyticsAggregationRepository(MongoCollection<Document> events) {
        this.events = events;
    }

    public List<Document> countBy(String field, String eventType) {
        BasicDBObject match = BasicDBObject.parse("{ $match: { type: '" + eventType + "' } }");
        BasicDBObject group = new BasicDBObject("$group", new BasicDBObject("_id", "$" + field).append("n", new BasicDBObject("$sum", 1)));
        return events.aggregate(List.of(match, group)).into(new ArrayList<>());
    }
}

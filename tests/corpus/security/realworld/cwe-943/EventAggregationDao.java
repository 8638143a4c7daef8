// expect: CWE-943 @ 23
// note: aggregation $match stage parsed from a JSON text that embeds the eventType parameter of a public method
package com.analyticsco.events;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Accumulators;
import com.mongodb.client.model.Aggregates;
import com.mongodb.client.model.Filters;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;

public class EventAggregationDao {

    private final MongoCollection<Document> events;

    public EventAggregationDao(MongoCollection<Document> events) {
        this.events = events;
    }

    public List<Document> countsPerDay(String eventType) {
        List<Document> pipeline = List.of(
                Document.parse("{ $match: { type: '" + eventType + "' } }"),
                Document.parse("{ $group: { _id: '$day', n: { $sum: 1 } } }"));
        return events.aggregate(pipeline).into(new ArrayList<>());
    }
}

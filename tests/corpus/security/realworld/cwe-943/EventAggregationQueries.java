// expect: none (CWE-943 safe)
// note: aggregation pipeline built with Aggregates.match(Filters.eq(...)) and Aggregates.group
package com.analyticsco.events;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Accumulators;
import com.mongodb.client.model.Aggregates;
import com.mongodb.client.model.Filters;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;

public class EventAggregationQueries {

    private final MongoCollection<Document> events;

    public EventAggregationQueries(MongoCollection<Document> events) {
        this.events = events;
    }

    public List<Document> countsPerDay(String eventType) {
        return events.aggregate(List.of(
                Aggregates.match(Filters.eq("type", eventType)),
                Aggregates.group("$day", Accumulators.sum("n", 1)))).into(new ArrayList<>());
    }
}

// expect: none (CWE-943 safe)
// note: DAO filters with Filters.eq on deviceId and Filters.gt on a numeric threshold
package com.iotgrid.telemetry;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;

public class SensorReadingRepositoryImpl {

    private final MongoCollection<Document> readings;

    public SensorReadingRepositoryImpl(MongoCollection<Document> readings) {
        this.readings = readings;
    }

    public List<Document> highReadings(String deviceId, double threshold) {
        var filter = Filters.and(Filters.eq("deviceId", deviceId), Filters.gt("value", threshold));
        return readings.find(filter).into(new ArrayList<>());
    }
}

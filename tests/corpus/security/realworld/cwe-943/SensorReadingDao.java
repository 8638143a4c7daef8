// expect: CWE-943 @ 20
// note: public DAO method puts its deviceId parameter into a $where JavaScript clause
package com.iotgrid.telemetry;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;

public class SensorReadingDao {

    private final MongoCollection<Document> readings;

    public SensorReadingDao(MongoCollection<Document> readings) {
        this.readings = readings;
    }

    public List<Document> highReadings(String deviceId, double threshold) {
        Document filter = new Document("$where", "this.deviceId == '" + deviceId + "' && this.value > " + threshold);
        return readings.find(filter).into(new ArrayList<>());
    }
}

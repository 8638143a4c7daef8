// expect: CWE-943 @ 25
// note: device id from the request concatenated into a JSON filter string parsed with Document.parse and passed to find
package com.iot.telemetry;

import java.util.ArrayList;
import java.util.List;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@Repository
public class DeviceTelemetryRepository {
    private final MongoCollection<Document> readings;

    public DeviceTelemetryRepository(MongoDatabase db) {
        this.readings = db.getCollection("readings");
    }

    public List<Document> latest(String deviceId) {
        Document filter = Document.parse("{ \"deviceId\": \"" + deviceId + "\", \"valid\": true }");
        return readings.find(filter).limit(100).into(new ArrayList<>());
    }
}

@RestController
class TelemetryController {
    private final DeviceTelemetryRepository repository;

    TelemetryController(DeviceTelemetryRepository repository) {
        this.repository = repository;
    }

    @GetMapping("/devices/{id}/readings")
    List<Document> readings(@PathVariable String id) {
        return repository.latest(id);
    }
}

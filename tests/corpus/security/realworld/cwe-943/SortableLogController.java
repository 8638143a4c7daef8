// expect: CWE-943 @ 26
// note: Micronaut @QueryValue sort spec parsed with Document.parse and passed to find().sort()
package io.opsboard.logs;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Sorts;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.bson.Document;

@Controller("/logs")
public class SortableLogController {

    private final MongoCollection<Document> logs;

    public SortableLogController(MongoCollection<Document> logs) {
        this.logs = logs;
    }

    @Get
    public List<Document> list(@QueryValue(defaultValue = "{\"timestamp\": -1}") String sort) {
        return logs.find().sort(Document.parse(sort)).limit(200).into(new ArrayList<>());
    }
}

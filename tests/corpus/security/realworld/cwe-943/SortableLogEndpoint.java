// expect: none (CWE-943 safe)
// note: sort field checked against an allow-list; Sorts.descending/ascending build the sort document
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
public class SortableLogEndpoint {

    private static final Set<String> SORTABLE = Set.of("timestamp", "level", "service");
    private final MongoCollection<Document> logs;

    public SortableLogEndpoint(MongoCollection<Document> logs) {
        this.logs = logs;
    }

    @Get
    public List<Document> list(@QueryValue(defaultValue = "timestamp") String sortField, @QueryValue(defaultValue = "true") boolean desc) {
        String field = SORTABLE.contains(sortField) ? sortField : "timestamp";
        return logs.find().sort(desc ? Sorts.descending(field) : Sorts.ascending(field)).limit(200).into(new ArrayList<>());
    }
}

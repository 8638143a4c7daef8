// expect: CWE-943 @ 24
// note: JAX-RS @QueryParam status inserted into a JSON text with String.format → Document.parse → find
package com.shopfront.history;

import com.mongodb.client.MongoCollection;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;

@Path("/customers/{customerId}/orders")
public class OrderHistoryResource {

    @Inject
    MongoCollection<Document> orders;

    @GET
    public List<Document> history(@PathParam("customerId") long customerId, @QueryParam("status") String status) {
        String json = String.format("{\"customerId\": %d, \"status\": \"%s\"}", customerId, status);
        Document filter = Document.parse(json);
        return orders.find(filter).into(new ArrayList<>());
    }
}

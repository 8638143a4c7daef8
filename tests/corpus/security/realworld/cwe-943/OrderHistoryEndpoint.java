// expect: none (CWE-943 safe)
// note: status checked against an enum and the filter built with new Document("status", status)
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
public class OrderHistoryEndpoint {

    enum Status { PLACED, SHIPPED, DELIVERED, RETURNED }

    @Inject
    MongoCollection<Document> orders;

    @GET
    public List<Document> history(@PathParam("customerId") long customerId, @QueryParam("status") String status) {
        Status parsed = Status.valueOf(status.toUpperCase());
        Document filter = new Document("customerId", customerId).append("status", parsed.name());
        return orders.find(filter).into(new ArrayList<>());
    }
}

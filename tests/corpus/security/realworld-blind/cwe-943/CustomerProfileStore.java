// expect: none (CWE-943 safe)
// note: Filters.eq and Filters.and build the query from typed values; nothing is parsed from a string
package com.crm.profiles;

import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.bson.conversions.Bson;

public class CustomerProfileStore {
    private final MongoCollection<Document> profiles;

    public CustomerProfileStore(MongoCollection<Document> profiles) {
        this.profiles = profiles;
    }

    public Optional<Document> byEmail(String tenant, String email) {
        Bson filter = Filters.and(Filters.eq("tenant", tenant), Filters.eq("email", email), Filters.eq("deleted", false));
        return Optional.ofNullable(profiles.find(filter).first());
    }

    public void rename(String tenant, String email, String displayName) {
        profiles.updateOne(Filters.and(Filters.eq("tenant", tenant), Filters.eq("email", email)),
                new Document("$set", new Document("displayName", displayName)));
    }
}

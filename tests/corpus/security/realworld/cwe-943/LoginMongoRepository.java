// expect: none (CWE-943 safe)
// note: login lookup uses Filters.eq on username only; the hash is compared in Java
package com.guildhall.auth;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class LoginController {
    private final LoginMongoRepository service;

    LoginController(LoginMongoRepository service) {
        this.service = service;
    }

    @PostMapping("/api/login")
    boolean login(@RequestBody Credentials credentials) {
        return service.authenticate(credentials.username(), credentials.passwordHash());
    }

    record Credentials(String username, String passwordHash) {}
}

@Service
public class LoginMongoRepository {
    private final MongoCollection<Document> users;

    public LoginMongoRepository(MongoCollection<Document> users) {
        this.users = users;
    }

    public boolean authenticate(String username, String passwordHash) {
        Document user = users.find(Filters.eq("username", username)).first();
        return user != null && java.security.MessageDigest.isEqual(
                user.getString("passwordHash").getBytes(), passwordHash.getBytes());
    }
}

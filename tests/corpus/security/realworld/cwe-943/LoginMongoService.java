// expect: CWE-943 @ 38
// note: login lookup builds {"username": "<u>", "passwordHash": "<h>"} JSON by concatenation → Document.parse (operator injection)
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
    private final LoginMongoService service;

    LoginController(LoginMongoService service) {
        this.service = service;
    }

    @PostMapping("/api/login")
    boolean login(@RequestBody Credentials credentials) {
        return service.authenticate(credentials.username(), credentials.passwordHash());
    }

    record Credentials(String username, String passwordHash) {}
}

@Service
public class LoginMongoService {
    private final MongoCollection<Document> users;

    public LoginMongoService(MongoCollection<Document> users) {
        this.users = users;
    }

    public boolean authenticate(String username, String passwordHash) {
        Document filter = Document.parse("{\"username\": \"" + username + "\", \"passwordHash\": \"" + passwordHash + "\"}");
        return users.find(filter).first() != null;
    }
}

// expect: none (CWE-943 safe)
// note: messages queried with new Document("roomId", roomId) and a typed $gt value; nothing is parsed from request text
package com.chatapp.messages;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import com.mongodb.client.MongoCollection;
import org.bson.Document;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ChatMessageStore {
    private final MongoCollection<Document> messages;

    public ChatMessageStore(MongoCollection<Document> messages) {
        this.messages = messages;
    }

    @GetMapping("/rooms/{roomId}/messages")
    public List<Document> since(@PathVariable String roomId, @RequestParam long sinceEpochMillis) {
        Document filter = new Document("roomId", roomId).append("sentAt", new Document("$gt", new Date(sinceEpochMillis)));
        return messages.find(filter).limit(200).into(new ArrayList<>());
    }
}

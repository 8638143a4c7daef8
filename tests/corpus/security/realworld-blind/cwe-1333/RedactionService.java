// expect: CWE-1333 @ 22
// note: redaction patterns supplied by the tenant via RabbitMQ are applied with String.replaceAll(userRegex, "***")
package com.privacy.redaction;

import java.util.List;

import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class RedactionService {
    private final DocumentRepository documents;

    public RedactionService(DocumentRepository documents) {
        this.documents = documents;
    }

    @RabbitListener(queues = "redaction.requests")
    public void redact(RedactionRequest request) {
        String text = documents.text(request.documentId());
        for (String pattern : request.patterns()) {
            text = text.replaceAll(pattern, "***");
        }
        documents.saveRedacted(request.documentId(), text);
    }
}

record RedactionRequest(long documentId, List<String> patterns) {
}

interface DocumentRepository {
    String text(long id);

    void saveRedacted(long id, String text);
}

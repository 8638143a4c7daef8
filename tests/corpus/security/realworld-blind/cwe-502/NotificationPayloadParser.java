// expect: none (CWE-502 safe)
// note: Kafka JSON payload mapped by a plain ObjectMapper (no default typing) into a concrete record DTO
package com.notify.ingest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class NotificationPayloadParser {
    private final ObjectMapper mapper = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
    private final NotificationDispatcher dispatcher;

    public NotificationPayloadParser(NotificationDispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    @KafkaListener(topics = "notifications")
    public void onMessage(String json) throws JsonProcessingException {
        NotificationPayload payload = mapper.readValue(json, NotificationPayload.class);
        dispatcher.dispatch(payload);
    }
}

record NotificationPayload(long userId, String channel, String subject, String body) {
}

interface NotificationDispatcher {
    void dispatch(NotificationPayload payload);
}

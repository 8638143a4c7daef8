// expect: none (CWE-502 safe)
// note: Jackson ObjectMapper bean without default typing; event payloads are concrete classes
package com.eventsource.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class EventStoreJsonConfig {

    @Bean
    public ObjectMapper eventMapper() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.registerModule(new JavaTimeModule());
        mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        mapper.findAndRegisterModules();
        return mapper;
    }
}

class StoredEvent {
    public String aggregateId;
    public long sequence;
    public EventPayload payload;
}

record EventPayload(String type, String data) {}

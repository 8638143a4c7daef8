// expect: CWE-502 @ 20
// note: Jackson ObjectMapper bean with activateDefaultTyping(LaissezFaireSubTypeValidator, NON_FINAL) used for events with Object payloads
package com.eventsource.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class EventStoreMapperConfig {

    @Bean
    public ObjectMapper eventMapper() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.registerModule(new JavaTimeModule());
        mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL);
        return mapper;
    }
}

class StoredEvent {
    public String aggregateId;
    public long sequence;
    public Object payload;
}

// expect: none (CWE-502 safe)
// note: activateDefaultTyping with a validator limited to the com.acme.messages package
package com.acme.messaging;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;

public final class MessagingMapperSetup {

    private MessagingMapperSetup() {}

    public static ObjectMapper create() {
        PolymorphicTypeValidator validator = BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("com.acme.messages.")
                .build();
        ObjectMapper mapper = new ObjectMapper();
        mapper.activateDefaultTyping(validator, ObjectMapper.DefaultTyping.NON_FINAL);
        return mapper;
    }

    public static Object read(ObjectMapper mapper, String json) throws Exception {
        return mapper.readValue(json, Envelope.class).body;
    }

    static class Envelope {
        public String id;
        public Object body;
    }
}

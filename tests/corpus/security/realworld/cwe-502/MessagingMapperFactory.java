// expect: CWE-502 @ 18
// note: activateDefaultTyping with a validator that allows any subtype of Object (allowIfBaseType(Object.class))
package com.acme.messaging;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;

public final class MessagingMapperFactory {

    private MessagingMapperFactory() {}

    public static ObjectMapper create() {
        PolymorphicTypeValidator validator = BasicPolymorphicTypeValidator.builder()
                .allowIfBaseType(Object.class)
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

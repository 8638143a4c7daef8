// expect: CWE-502 @ 16
// note: ObjectMapper with activateDefaultTyping(LaissezFaireSubTypeValidator, EVERYTHING) deserialises a request body that has an Object field
package com.workflow.engine.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PolymorphicJsonConfig {
    private final ObjectMapper mapper = new ObjectMapper();

    public PolymorphicJsonConfig() {
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.EVERYTHING);
    }

    @PostMapping("/workflow/tasks")
    public String submit(@RequestBody String json) throws Exception {
        TaskEnvelope envelope = mapper.readValue(json, TaskEnvelope.class);
        return "accepted " + envelope.taskName;
    }
}

class TaskEnvelope {
    public String taskName;
    public Object payload;
}

// expect: CWE-502 @ 18
// note: ObjectMapper.enableDefaultTyping() then readValue(body, Object.class) on a webhook body
package com.integrations.legacy;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LegacyJsonGateway {

    private final ObjectMapper mapper;

    @SuppressWarnings("deprecation")
    public LegacyJsonGateway() {
        mapper = new ObjectMapper();
        mapper.enableDefaultTyping();
    }

    @PostMapping("/legacy/hook")
    public String receive(@RequestBody String body) throws Exception {
        Object message = mapper.readValue(body, Object.class);
        return message.getClass().getSimpleName();
    }
}

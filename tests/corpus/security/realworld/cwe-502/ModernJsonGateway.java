// expect: none (CWE-502 safe)
// note: plain ObjectMapper (no default typing) reads the webhook body into a JsonNode tree
package com.integrations.legacy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ModernJsonGateway {

    private final ObjectMapper mapper = new ObjectMapper();

    @PostMapping("/v2/hook")
    public String receive(@RequestBody String body) throws Exception {
        JsonNode message = mapper.readTree(body);
        return message.path("type").asText("unknown");
    }
}

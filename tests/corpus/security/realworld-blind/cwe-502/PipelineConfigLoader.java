// expect: CWE-502 @ 19
// note: YAML pipeline definition posted by the user is parsed with SnakeYAML new Yaml().load (global tags allowed)
package com.buildfarm.pipelines;

import java.util.Map;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.yaml.snakeyaml.Yaml;

@RestController
public class PipelineConfigLoader {

    @PostMapping(value = "/pipelines/validate", consumes = "application/x-yaml")
    public ResponseEntity<String> validate(@RequestBody String yamlText) {
        Yaml yaml = new Yaml();
        Object parsed = yaml.load(yamlText);
        if (!(parsed instanceof Map<?, ?> map) || !map.containsKey("stages")) {
            return ResponseEntity.badRequest().body("missing stages");
        }
        return ResponseEntity.ok("valid");
    }
}

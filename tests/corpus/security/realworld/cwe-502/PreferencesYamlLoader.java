// expect: CWE-502 @ 22
// note: uploaded YAML preferences loaded with new Yaml().load (arbitrary type tags)
package com.devforum.settings;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.yaml.snakeyaml.Yaml;

@RestController
public class PreferencesYamlLoader {

    @PostMapping("/settings/import")
    @SuppressWarnings("unchecked")
    public Map<String, Object> importSettings(@RequestParam("file") MultipartFile file) throws IOException {
        Yaml yaml = new Yaml();
        try (InputStream in = file.getInputStream()) {
            Map<String, Object> settings = (Map<String, Object>) yaml.load(in);
            return settings;
        }
    }
}

// expect: none (CWE-502 safe)
// note: uploaded YAML loaded with new Yaml(new SafeConstructor(new LoaderOptions()))
package com.devforum.settings;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.constructor.SafeConstructor;

@RestController
public class PreferencesYamlReader {

    @PostMapping("/settings/import")
    @SuppressWarnings("unchecked")
    public Map<String, Object> importSettings(@RequestParam("file") MultipartFile file) throws IOException {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        try (InputStream in = file.getInputStream()) {
            Map<String, Object> settings = (Map<String, Object>) yaml.load(in);
            return settings;
        }
    }
}

// expect: none (CWE-502 safe)
// note: uploaded settings YAML parsed with new Yaml(new SafeConstructor(new LoaderOptions())), which only builds standard Java types
package com.desktopsync.settings;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

@RestController
public class SafeYamlSettingsImporter {

    @PostMapping("/settings/import")
    public Map<String, Object> importSettings(@RequestParam("file") MultipartFile file) throws IOException {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        try (InputStream in = file.getInputStream()) {
            Map<String, Object> settings = yaml.load(in);
            return settings == null ? Map.of() : settings;
        }
    }
}

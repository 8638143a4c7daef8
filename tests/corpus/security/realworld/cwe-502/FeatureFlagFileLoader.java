// expect: none (CWE-502 safe)
// note: new Yaml().load on the operator's own flags file whose path comes from @Value configuration (trusted input)
package com.rollout.flags;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.yaml.snakeyaml.Yaml;

@Component
public class FeatureFlagFileLoader {

    private final Path flagsFile;

    public FeatureFlagFileLoader(@Value("${rollout.flags-file:/etc/rollout/flags.yml}") String flagsFile) {
        this.flagsFile = Path.of(flagsFile);
    }

    public Map<String, Boolean> load() throws IOException {
        try (InputStream in = Files.newInputStream(flagsFile)) {
            return new Yaml().load(in);
        }
    }
}

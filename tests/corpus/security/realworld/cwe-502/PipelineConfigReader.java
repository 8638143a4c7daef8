// expect: none (CWE-502 safe)
// note: public parse(String yamlText) uses new Yaml(new SafeConstructor(options)) and maps the plain Map by hand
package com.buildfarm.pipelines;

import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

public class PipelineConfigReader {

    @SuppressWarnings("unchecked")
    public PipelineConfig parse(String yamlText) {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        Map<String, Object> raw = yaml.load(yamlText);
        PipelineConfig config = new PipelineConfig();
        config.name = (String) raw.get("name");
        config.stages = (List<String>) raw.getOrDefault("stages", List.of());
        return config;
    }

    public static class PipelineConfig {
        public String name;
        public List<String> stages;
    }
}

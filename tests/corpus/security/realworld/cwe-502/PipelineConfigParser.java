// expect: CWE-502 @ 15
// note: public parse(String yamlText) loads with new Yaml(new Constructor(PipelineConfig.class, options)) (global tags still honoured)
package com.buildfarm.pipelines;

import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.Constructor;

public class PipelineConfigParser {

    public PipelineConfig parse(String yamlText) {
        Yaml yaml = new Yaml(new Constructor(PipelineConfig.class, new LoaderOptions()));
        return yaml.load(yamlText);
    }

    public static class PipelineConfig {
        public String name;
        public List<String> stages;
    }
}

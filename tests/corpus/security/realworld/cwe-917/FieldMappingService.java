// expect: CWE-917 @ 26
// note: mapping rules (source expressions) from an uploaded CSV mapping file parsed as SpEL with parseRaw and StandardEvaluationContext
package com.dataworks.mapping;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FieldMappingService {

    private final SpelExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/mappings/preview")
    public Map<String, Object> preview(@RequestBody MappingPreview request) {
        Map<String, Object> out = new LinkedHashMap<>();
        EvaluationContext ctx = new StandardEvaluationContext(request.sample());
        for (MappingRule rule : request.rules()) {
            out.put(rule.target(), parser.parseRaw(rule.source()).getValue(ctx));
        }
        return out;
    }

    public record MappingRule(String target, String source) {}

    public record MappingPreview(Object sample, List<MappingRule> rules) {}
}

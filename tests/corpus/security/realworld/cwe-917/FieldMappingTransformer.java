// expect: none (CWE-917 safe)
// note: mapping rules restricted to simple property paths ([a-zA-Z.]+) and evaluated in a read-only SimpleEvaluationContext
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
public class FieldMappingTransformer {

    private final SpelExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/mappings/preview")
    public Map<String, Object> preview(@RequestBody MappingPreview request) {
        Map<String, Object> out = new LinkedHashMap<>();
        EvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().withRootObject(request.sample()).build();
        for (MappingRule rule : request.rules()) {
            if (!rule.source().matches("[a-zA-Z][a-zA-Z0-9]*(\\.[a-zA-Z][a-zA-Z0-9]*)*")) {
                continue;
            }
            out.put(rule.target(), parser.parseRaw(rule.source()).getValue(ctx));
        }
        return out;
    }

    public record MappingRule(String target, String source) {}

    public record MappingPreview(Object sample, List<MappingRule> rules) {}
}

// expect: none (CWE-94 safe)
// note: step chosen by name from a registry of precompiled Step classes; the body only supplies parameters
package io.flowctl.steps;

import groovy.lang.GroovyClassLoader;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import java.util.Map;

@Controller("/steps")
public class WorkflowStepRegistry {

    public interface Step {
        Object run(Map<String, Object> input);
    }

    private static final Map<String, Step> STEPS = Map.of(
            "sum", in -> ((Number) in.getOrDefault("a", 0)).doubleValue() + ((Number) in.getOrDefault("b", 0)).doubleValue(),
            "echo", in -> in);

    @Post("/run")
    public Object run(@Body StepRequest request) throws Exception {
        Step step = STEPS.get(request.step());
        if (step == null) {
            throw new IllegalArgumentException("unknown step");
        }
        return step.run(request.input());
    }

    public record StepRequest(String step, String script, Map<String, Object> input) {}
}

// expect: CWE-94 @ 21
// note: Micronaut @Body step script compiled with GroovyClassLoader.parseClass and instantiated
package io.flowctl.steps;

import groovy.lang.GroovyClassLoader;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import java.util.Map;

@Controller("/steps")
public class WorkflowStepLoader {

    public interface Step {
        Object run(Map<String, Object> input);
    }

    @Post("/run")
    public Object run(@Body StepRequest request) throws Exception {
        try (GroovyClassLoader loader = new GroovyClassLoader()) {
            Class<?> stepClass = loader.parseClass(request.script());
            Step step = (Step) stepClass.getDeclaredConstructor().newInstance();
            return step.run(request.input());
        }
    }

    public record StepRequest(String step, String script, Map<String, Object> input) {}
}

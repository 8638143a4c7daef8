// expect: CWE-94 @ 23
// note: Quarkus @QueryParam name interpolated into JavaScript source via text block formatted() → ScriptEngine.eval
package org.acme.greetings;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

@Path("/greet")
public class TemplateGreetingResource {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");

    @GET
    public String greet(@QueryParam("name") String name) throws ScriptException {
        String script = """
                var who = '%s';
                'Hello, ' + who.charAt(0).toUpperCase() + who.substring(1);
                """.formatted(name);
        return String.valueOf(engine.eval(script));
    }
}

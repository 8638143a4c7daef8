// expect: none (CWE-94 safe)
// note: script text is constant; the name is passed through engine.put as a variable
package org.acme.greetings;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

@Path("/greet")
public class TemplateGreetingEndpoint {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");

    @GET
    public String greet(@QueryParam("name") String name) throws ScriptException {
        engine.put("who", name);
        String script = """
                'Hello, ' + who.charAt(0).toUpperCase() + who.substring(1);
                """;
        return String.valueOf(engine.eval(script));
    }
}

// expect: CWE-94 @ 17
// note: public service method concatenates the caller's filter text into a JS function body → ScriptEngine.eval
package com.growthlab.segments;

import java.util.List;
import java.util.Map;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

public class SegmentFilterService {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    public long count(List<Map<String, Object>> customers, String filter) throws ScriptException {
        engine.eval("function keep(c) { return " + filter + "; }");
        long n = 0;
        for (Map<String, Object> customer : customers) {
            Bindings b = engine.getBindings(javax.script.ScriptContext.ENGINE_SCOPE);
            b.put("customer", customer);
            if (Boolean.TRUE.equals(engine.eval("keep(customer)"))) {
                n++;
            }
        }
        return n;
    }
}

// expect: none (CWE-94 safe)
// note: filter is a field/op/value triple; op from a switch, value bound as a variable, script is fixed
package com.growthlab.segments;

import java.util.List;
import java.util.Map;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

public class SegmentFilterEvaluator {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    public long count(List<Map<String, Object>> customers, String field, String op, Object value) throws ScriptException {
        String comparison = switch (op) {
            case "eq" -> "c[f] == v";
            case "gt" -> "c[f] > v";
            case "lt" -> "c[f] < v";
            default -> throw new IllegalArgumentException("unsupported operator");
        };
        long n = 0;
        for (Map<String, Object> customer : customers) {
            Bindings b = engine.createBindings();
            b.put("c", customer);
            b.put("f", field);
            b.put("v", value);
            if (Boolean.TRUE.equals(engine.eval(comparison, b))) {
                n++;
            }
        }
        return n;
    }
}

// expect: none (CWE-94 safe)
// note: alert scripts are loaded from the application's own classpath resource by a fixed name; the metric value goes in as a binding
package com.monitoring.alerts;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

public class ScriptedAlertRules {
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");
    private final String cpuRule;

    public ScriptedAlertRules() throws IOException {
        try (InputStream in = ScriptedAlertRules.class.getResourceAsStream("/rules/cpu-high.js")) {
            cpuRule = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    public boolean cpuAlert(double cpuPercent, String hostName) throws ScriptException {
        Bindings b = engine.createBindings();
        b.put("cpu", cpuPercent);
        b.put("host", hostName);
        return Boolean.TRUE.equals(engine.eval(cpuRule, b));
    }
}

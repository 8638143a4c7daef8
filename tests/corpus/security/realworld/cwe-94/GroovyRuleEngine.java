// expect: CWE-94 @ 17
// note: public rule engine method parses a rule text String with GroovyShell.parse and runs it
package com.rulekit.core;

import groovy.lang.Binding;
import groovy.lang.GroovyShell;
import groovy.lang.Script;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class GroovyRuleEngine {

    private final Map<String, Script> compiled = new ConcurrentHashMap<>();
    private final GroovyShell shell = new GroovyShell();

    public boolean matches(String ruleText, Map<String, Object> facts) {
        Script script = compiled.computeIfAbsent(ruleText, text -> shell.parse(text));
        script.setBinding(new Binding(facts));
        return Boolean.TRUE.equals(script.run());
    }
}

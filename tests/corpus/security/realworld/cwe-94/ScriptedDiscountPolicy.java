// expect: none (CWE-94 safe)
// note: ScriptEngine.eval only on a script loaded from @Value configuration at startup; order data passed as bindings
package com.shopfront.discounts;

import javax.script.Bindings;
import javax.script.Compilable;
import javax.script.CompiledScript;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class ScriptedDiscountPolicy {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("groovy");
    private final CompiledScript policy;

    public ScriptedDiscountPolicy(@Value("${discounts.policy-script}") String policyScript) throws ScriptException {
        this.policy = ((Compilable) engine).compile(policyScript);
    }

    public double discountFor(String customerTier, double orderTotal) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.put("tier", customerTier);
        bindings.put("total", orderTotal);
        Object result = policy.eval(bindings);
        return result instanceof Number n ? n.doubleValue() : 0.0;
    }
}

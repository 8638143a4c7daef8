// expect: none (CWE-94 safe)
// note: the script is a fixed constant; the untrusted cart total and coupon are passed only as Bindings values
package com.ecommerce.discounts;

import java.math.BigDecimal;

import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

public class DiscountScriptRunner {
    private static final String RULE = "coupon === 'WELCOME10' ? total * 0.9 : total";

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("graal.js");

    public BigDecimal apply(BigDecimal total, String coupon) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.put("total", total.doubleValue());
        bindings.put("coupon", coupon);
        Object discounted = engine.eval(RULE, bindings);
        return BigDecimal.valueOf(((Number) discounted).doubleValue());
    }
}

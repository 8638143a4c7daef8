// expect: none (CWE-94 safe)
// note: fixed formula script compiled once; the request only supplies numbers placed into Bindings
package com.marketplace.pricing;

import java.util.Map;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PricingRuleEvaluator {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
    private static final String FORMULA = "Math.max(0, basePrice * quantity * (1 - discountPct / 100))";

    @PostMapping("/pricing/preview")
    public Object preview(@RequestBody PriceRequest request) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.putAll(Map.of("basePrice", request.basePrice(), "quantity", request.quantity(), "discountPct", request.discountPct()));
        return engine.eval(FORMULA, bindings);
    }

    public record PriceRequest(String formula, double basePrice, int quantity, double discountPct) {}
}

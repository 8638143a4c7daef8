// expect: CWE-94 @ 23
// note: @RequestBody formula string evaluated by the JavaScript ScriptEngine (engine.eval(formula))
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
public class PricingRuleController {

    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    @PostMapping("/pricing/preview")
    public Object preview(@RequestBody PriceRequest request) throws ScriptException {
        Bindings bindings = engine.createBindings();
        bindings.putAll(Map.of("basePrice", request.basePrice(), "quantity", request.quantity(), "discountPct", request.discountPct()));
        return engine.eval(request.formula(), bindings);
    }

    public record PriceRequest(String formula, double basePrice, int quantity, double discountPct) {}
}

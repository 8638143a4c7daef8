// expect: CWE-94 @ 22
// note: pricing formula text from the admin API request is evaluated by a JavaScript ScriptEngine
package com.ecommerce.pricing;

import java.math.BigDecimal;

import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PricingRuleEngine {
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    @PostMapping("/admin/pricing/preview")
    public BigDecimal preview(@RequestBody RulePreview request) throws ScriptException {
        engine.put("basePrice", request.basePrice());
        Object result = engine.eval("var price = basePrice; " + request.formula() + "; price");
        return new BigDecimal(String.valueOf(result));
    }
}

record RulePreview(BigDecimal basePrice, String formula) {
}

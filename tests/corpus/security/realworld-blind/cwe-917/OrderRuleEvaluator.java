// expect: none (CWE-917 safe)
// note: SpEL expression is a constant; the untrusted order is only the root object of a read-only SimpleEvaluationContext
package com.fulfilment.rules;

import java.math.BigDecimal;

import org.springframework.expression.Expression;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderRuleEvaluator {
    private static final Expression FREE_SHIPPING =
            new SpelExpressionParser().parseExpression("total >= 50 and country == 'DE'");

    @PostMapping("/orders/free-shipping")
    public boolean qualifies(@RequestBody OrderDraft order) {
        SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        return Boolean.TRUE.equals(FREE_SHIPPING.getValue(ctx, order, Boolean.class));
    }
}

class OrderDraft {
    private BigDecimal total;
    private String country;

    public BigDecimal getTotal() {
        return total;
    }

    public String getCountry() {
        return country;
    }
}

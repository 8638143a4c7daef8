// expect: none (CWE-917 safe)
// note: ExpressionFactory.createValueExpression only with formulas from a constant enum; user fields are variables
package com.formcraft.calc;

import jakarta.el.ELContext;
import jakarta.el.ExpressionFactory;
import jakarta.el.StandardELContext;
import java.util.Map;

public class FixedFormulaEvaluator {

    public enum Formula {
        TOTAL("${quantity * unitPrice}"), VAT("${quantity * unitPrice * 0.2}");

        final String el;

        Formula(String el) {
            this.el = el;
        }
    }

    private final ExpressionFactory factory = ExpressionFactory.newInstance();

    public Object evaluate(Formula formula, Map<String, Object> fields) {
        ELContext context = new StandardELContext(factory);
        fields.forEach((name, value) ->
                context.getVariableMapper().setVariable(name, factory.createValueExpression(value, Object.class)));
        return factory.createValueExpression(context, formula.el, Object.class).getValue(context);
    }
}

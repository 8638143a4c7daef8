// expect: CWE-917 @ 19
// note: public method builds a ValueExpression from the caller's formula via ExpressionFactory.createValueExpression
package com.formcraft.calc;

import jakarta.el.ELContext;
import jakarta.el.ExpressionFactory;
import jakarta.el.StandardELContext;
import jakarta.el.ValueExpression;
import java.util.Map;

public class JuelFormulaEvaluator {

    private final ExpressionFactory factory = ExpressionFactory.newInstance();

    public Object evaluate(String formula, Map<String, Object> fields) {
        ELContext context = new StandardELContext(factory);
        fields.forEach((name, value) ->
                context.getVariableMapper().setVariable(name, factory.createValueExpression(value, Object.class)));
        ValueExpression expr = factory.createValueExpression(context, "${" + formula + "}", Object.class);
        return expr.getValue(context);
    }
}

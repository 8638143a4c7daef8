// expect: none (CWE-917 safe)
// note: constant SpEL template evaluated with SimpleEvaluationContext; the recipient is passed as the #recipient variable
package com.alertly.notify;

import java.util.Map;
import org.springframework.expression.common.TemplateParserContext;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;

public class NotificationTextRenderer {

    private final SpelExpressionParser parser = new SpelExpressionParser();

    public String render(String recipient, Map<String, Object> model) {
        SimpleEvaluationContext ctx = SimpleEvaluationContext.forPropertyAccessors(new org.springframework.context.expression.MapAccessor())
                .withRootObject(model).build();
        ctx.setVariable("recipient", recipient);
        return parser.parseExpression("Hello #{#recipient}, you have #{unread} unread alerts.", new TemplateParserContext())
                .getValue(ctx, String.class);
    }
}

// expect: CWE-917 @ 18
// note: public renderer parses its template String with SpEL TemplateParserContext and StandardEvaluationContext (T() reachable)
package com.alertly.notify;

import java.util.Map;
import org.springframework.expression.common.TemplateParserContext;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;

public class NotificationTemplateRenderer {

    private final SpelExpressionParser parser = new SpelExpressionParser();

    public String render(String template, Map<String, Object> model) {
        StandardEvaluationContext ctx = new StandardEvaluationContext(model);
        ctx.addPropertyAccessor(new org.springframework.context.expression.MapAccessor());
        return parser.parseExpression(template, new TemplateParserContext()).getValue(ctx, String.class);
    }
}

// expect: none (CWE-917 safe)
// note: label pattern chosen from an allow-listed enum of fixed SpEL templates; user data is the evaluation root in a SimpleEvaluationContext
package com.warehouse.labels;

import org.springframework.expression.common.TemplateParserContext;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;

public class LabelFormatter {
    public enum Layout {
        COMPACT("#{sku} / #{bin}"),
        FULL("#{sku} - #{description} (bin #{bin})");

        final String template;

        Layout(String template) {
            this.template = template;
        }
    }

    private final SpelExpressionParser parser = new SpelExpressionParser();

    public String format(Layout layout, ShelfItem item) {
        SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        return parser.parseExpression(layout.template, new TemplateParserContext()).getValue(ctx, item, String.class);
    }
}

record ShelfItem(String sku, String description, String bin) {
}

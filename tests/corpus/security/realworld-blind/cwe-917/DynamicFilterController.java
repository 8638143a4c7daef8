// expect: CWE-917 @ 26
// note: filter expression from the request parsed with SpEL parseExpression and evaluated with a StandardEvaluationContext
package com.dashboards.filters;

import java.util.List;

import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DynamicFilterController {
    private final ExpressionParser parser = new SpelExpressionParser();
    private final WidgetRepository widgets;

    public DynamicFilterController(WidgetRepository widgets) {
        this.widgets = widgets;
    }

    @GetMapping("/widgets")
    public List<Widget> filter(@RequestParam("where") String where) {
        Expression condition = parser.parseExpression(where);
        return widgets.all().stream()
                .filter(w -> Boolean.TRUE.equals(condition.getValue(new StandardEvaluationContext(w), Boolean.class)))
                .toList();
    }
}

record Widget(String name, int size) {
}

interface WidgetRepository {
    List<Widget> all();
}

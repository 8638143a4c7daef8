// expect: none (CWE-917 safe)
// note: constant SpEL expression evaluated with SimpleEvaluationContext; the user's max price is a variable
package com.gearshop.filters;

import java.math.BigDecimal;
import java.util.List;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProductFilterApiController {

    private final ExpressionParser parser = new SpelExpressionParser();
    private final ProductRepository products;

    public ProductFilterApiController(ProductRepository products) {
        this.products = products;
    }

    @GetMapping("/products/filter")
    public List<Product> filter(@RequestParam BigDecimal maxPrice) {
        Expression expression = parser.parseExpression("price <= #maxPrice and inStock");
        return products.findAll().stream()
                .filter(p -> {
                    SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().withRootObject(p).build();
                    ctx.setVariable("maxPrice", maxPrice);
                    return Boolean.TRUE.equals(expression.getValue(ctx, Boolean.class));
                })
                .toList();
    }

    public record Product(String name, BigDecimal price, boolean inStock) {}

    public interface ProductRepository {
        List<Product> findAll();
    }
}

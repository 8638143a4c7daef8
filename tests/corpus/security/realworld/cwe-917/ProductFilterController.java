// expect: CWE-917 @ 28
// note: @RequestParam filter parsed as a SpEL expression and evaluated per product with StandardEvaluationContext
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
public class ProductFilterController {

    private final ExpressionParser parser = new SpelExpressionParser();
    private final ProductRepository products;

    public ProductFilterController(ProductRepository products) {
        this.products = products;
    }

    @GetMapping("/products/filter")
    public List<Product> filter(@RequestParam String filter) {
        Expression expression = parser.parseExpression(filter);
        return products.findAll().stream()
                .filter(p -> Boolean.TRUE.equals(expression.getValue(new StandardEvaluationContext(p), Boolean.class)))
                .toList();
    }

    public record Product(String name, BigDecimal price, boolean inStock) {}

    public interface ProductRepository {
        List<Product> findAll();
    }
}

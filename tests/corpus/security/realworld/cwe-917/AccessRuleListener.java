// expect: CWE-917 @ 25
// note: Kafka message "rule" text parsed by SpEL and evaluated with a StandardEvaluationContext to decide access
package com.gatekeeper.rules;

import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class AccessRuleListener {

    private final ExpressionParser parser = new SpelExpressionParser();
    private final AccessCache cache;

    public AccessRuleListener(AccessCache cache) {
        this.cache = cache;
    }

    @KafkaListener(topics = "access.rules")
    public void apply(RuleUpdate update) {
        UserView user = cache.user(update.userId());
        Boolean allowed = parser.parseExpression(update.rule()).getValue(new StandardEvaluationContext(user), Boolean.class);
        cache.setAllowed(update.userId(), Boolean.TRUE.equals(allowed));
    }

    public record RuleUpdate(long userId, String rule, String role) {}

    public record UserView(java.util.Set<String> roles, boolean active) {}

    public interface AccessCache {
        UserView user(long id);
        void setAllowed(long id, boolean allowed);
    }
}

// expect: none (CWE-917 safe)
// note: Kafka message names a role; a constant SpEL rule checks it with SimpleEvaluationContext
package com.gatekeeper.rules;

import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class AccessRuleConsumer {

    private final ExpressionParser parser = new SpelExpressionParser();
    private final AccessCache cache;

    public AccessRuleConsumer(AccessCache cache) {
        this.cache = cache;
    }

    @KafkaListener(topics = "access.rules")
    public void apply(RuleUpdate update) {
        UserView user = cache.user(update.userId());
        SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().withRootObject(user).build();
        ctx.setVariable("role", update.role());
        Boolean allowed = parser.parseExpression("roles.contains(#role) and active").getValue(ctx, Boolean.class);
        cache.setAllowed(update.userId(), Boolean.TRUE.equals(allowed));
    }

    public record RuleUpdate(long userId, String rule, String role) {}

    public record UserView(java.util.Set<String> roles, boolean active) {}

    public interface AccessCache {
        UserView user(long id);
        void setAllowed(long id, boolean allowed);
    }
}

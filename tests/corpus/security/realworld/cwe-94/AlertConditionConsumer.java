// expect: none (CWE-94 safe)
// note: Kafka message selects a metric and threshold; comparison done in Java, MVEL only runs a compiled constant expression
package com.alertly.engine;

import java.util.HashMap;
import java.util.Map;
import org.mvel2.MVEL;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class AlertConditionConsumer {

    private static final java.io.Serializable ABOVE = MVEL.compileExpression("value > threshold");
    private final MetricsSnapshot metrics;

    public AlertConditionConsumer(MetricsSnapshot metrics) {
        this.metrics = metrics;
    }

    @KafkaListener(topics = "alerts.conditions")
    public void evaluate(AlertCondition condition) {
        Map<String, Object> vars = new HashMap<>(metrics.current());
        vars.put("value", metrics.current().getOrDefault(condition.metric(), 0.0));
        vars.put("threshold", condition.threshold());
        Boolean fired = (Boolean) MVEL.executeExpression(ABOVE, vars);
        if (Boolean.TRUE.equals(fired)) {
            System.out.println("alert " + condition.id() + " fired");
        }
    }

    public record AlertCondition(long id, String expression, String metric, double threshold) {}

    public interface MetricsSnapshot {
        Map<String, Object> current();
    }
}

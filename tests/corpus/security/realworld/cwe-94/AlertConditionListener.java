// expect: CWE-94 @ 23
// note: Kafka message condition expression evaluated with MVEL.eval against the metrics map
package com.alertly.engine;

import java.util.HashMap;
import java.util.Map;
import org.mvel2.MVEL;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class AlertConditionListener {

    private final MetricsSnapshot metrics;

    public AlertConditionListener(MetricsSnapshot metrics) {
        this.metrics = metrics;
    }

    @KafkaListener(topics = "alerts.conditions")
    public void evaluate(AlertCondition condition) {
        Map<String, Object> vars = new HashMap<>(metrics.current());
        Boolean fired = (Boolean) MVEL.eval(condition.expression(), vars);
        if (Boolean.TRUE.equals(fired)) {
            System.out.println("alert " + condition.id() + " fired");
        }
    }

    public record AlertCondition(long id, String expression, String metric, double threshold) {}

    public interface MetricsSnapshot {
        Map<String, Object> current();
    }
}

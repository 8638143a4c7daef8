// expect: CWE-1333 @ 16
// note: Kafka alert rule's "messagePattern" compiled with Pattern.compile for each incoming log event
package com.alertly.matching;

import java.util.regex.Pattern;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class AlertRuleMatcher {

    private volatile Pattern current = Pattern.compile("ERROR");

    @KafkaListener(topics = "alerts.rule-updated")
    public void onRule(AlertRule rule) {
        current = Pattern.compile(rule.messagePattern());
    }

    public boolean matches(String logLine) {
        return current.matcher(logLine).find();
    }

    public record AlertRule(long id, String messagePattern) {}
}

// expect: none (CWE-1333 safe)
// note: rule's messagePattern is treated as a literal substring (Pattern.LITERAL flag)
package com.alertly.matching;

import java.util.regex.Pattern;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class AlertRuleMatching {

    private volatile Pattern current = Pattern.compile("ERROR");

    @KafkaListener(topics = "alerts.rule-updated")
    public void onRule(AlertRule rule) {
        current = Pattern.compile(rule.messagePattern(), Pattern.LITERAL);
    }

    public boolean matches(String logLine) {
        return current.matcher(logLine).find();
    }

    public record AlertRule(long id, String messagePattern) {}
}

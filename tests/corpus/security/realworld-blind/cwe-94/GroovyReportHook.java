// expect: CWE-94 @ 23
// note: Groovy snippet arriving on a Kafka topic is evaluated with GroovyShell.evaluate
package com.reporting.hooks;

import groovy.lang.Binding;
import groovy.lang.GroovyShell;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class GroovyReportHook {
    private final ReportContext context;

    public GroovyReportHook(ReportContext context) {
        this.context = context;
    }

    @KafkaListener(topics = "report.hooks")
    public void onHook(String script) {
        Binding binding = new Binding();
        binding.setVariable("report", context.current());
        GroovyShell shell = new GroovyShell(binding);
        Object outcome = shell.evaluate(script);
        context.record(String.valueOf(outcome));
    }
}

interface ReportContext {
    Object current();

    void record(String outcome);
}

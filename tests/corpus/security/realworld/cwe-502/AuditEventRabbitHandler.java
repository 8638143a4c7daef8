// expect: none (CWE-502 safe)
// note: @RabbitListener receives a typed AuditEvent converted by Jackson2JsonMessageConverter (no Java serialization)
package com.compliance.audit;

import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.io.Serializable;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class AuditEventRabbitHandler {

    private final AuditLog auditLog;

    public AuditEventRabbitHandler(AuditLog auditLog) {
        this.auditLog = auditLog;
    }

    @RabbitListener(queues = "audit.events")
    public void receive(AuditEvent event) {
        auditLog.append(event);
    }

    public record AuditEvent(String actor, String action, long at) implements Serializable {}

    public interface AuditLog {
        void append(AuditEvent event);
    }
}

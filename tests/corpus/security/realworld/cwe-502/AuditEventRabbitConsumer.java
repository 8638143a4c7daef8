// expect: CWE-502 @ 24
// note: RabbitMQ Message body bytes deserialized via ObjectInputStream in a @RabbitListener
package com.compliance.audit;

import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.io.Serializable;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class AuditEventRabbitConsumer {

    private final AuditLog auditLog;

    public AuditEventRabbitConsumer(AuditLog auditLog) {
        this.auditLog = auditLog;
    }

    @RabbitListener(queues = "audit.events")
    public void receive(Message message) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(message.getBody()))) {
            AuditEvent event = (AuditEvent) in.readObject();
            auditLog.append(event);
        }
    }

    public record AuditEvent(String actor, String action, long at) implements Serializable {}

    public interface AuditLog {
        void append(AuditEvent event);
    }
}

// expect: none (CWE-470 safe)
// note: Kafka message channel mapped through an enum to a known sender implementation
package com.alertly.channels;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class NotificationChannelConsumer {

    enum Channel { EMAIL, SMS, PUSH }

    @KafkaListener(topics = "notifications.outbound")
    public void deliver(OutboundNotification notification) throws Exception {
        Sender sender = switch (Channel.valueOf(notification.channelClass())) {
            case EMAIL -> new EmailSender();
            case SMS -> new SmsSender();
            case PUSH -> new PushSender();
        };
        sender.send(notification.recipient(), notification.text());
    }

    public record OutboundNotification(String channelClass, String recipient, String text) {}

    public interface Sender {
        void send(String to, String text);
    }

    static class EmailSender implements Sender { public void send(String to, String text) {} }
    static class SmsSender implements Sender { public void send(String to, String text) {} }
    static class PushSender implements Sender { public void send(String to, String text) {} }
}

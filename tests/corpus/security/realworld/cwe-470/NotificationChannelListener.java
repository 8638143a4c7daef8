// expect: CWE-470 @ 13
// note: Kafka message "channelClass" loaded with Class.forName and instantiated as the sender
package com.alertly.channels;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class NotificationChannelListener {

    @KafkaListener(topics = "notifications.outbound")
    public void deliver(OutboundNotification notification) throws Exception {
        Sender sender = (Sender) Class.forName(notification.channelClass()).getDeclaredConstructor().newInstance();
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

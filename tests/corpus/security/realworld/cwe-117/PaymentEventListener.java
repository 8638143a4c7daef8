// expect: CWE-117 @ 17
// note: Kafka payload field failureReason logged with Log4j2 logger.error
package com.paystream.events;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class PaymentEventListener {

    private static final Logger logger = LogManager.getLogger(PaymentEventListener.class);

    @KafkaListener(topics = "payments.failed")
    public void onFailure(PaymentFailed event) {
        logger.error("payment {} failed: {}", event.paymentId(), event.failureReason());
    }

    public record PaymentFailed(long paymentId, String failureReason) {}
}

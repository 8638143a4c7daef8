// expect: none (CWE-117 safe)
// note: failureReason mapped to a known enum code before logging; unknown values logged as UNKNOWN
package com.paystream.events;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class PaymentEventConsumer {

    private static final Logger logger = LogManager.getLogger(PaymentEventConsumer.class);

    enum FailureCode { INSUFFICIENT_FUNDS, CARD_EXPIRED, FRAUD_SUSPECTED, NETWORK_ERROR, UNKNOWN }

    @KafkaListener(topics = "payments.failed")
    public void onFailure(PaymentFailed event) {
        FailureCode code;
        try {
            code = FailureCode.valueOf(event.failureReason());
        } catch (IllegalArgumentException e) {
            code = FailureCode.UNKNOWN;
        }
        logger.error("payment {} failed: {}", event.paymentId(), code);
    }

    public record PaymentFailed(long paymentId, String failureReason) {}
}

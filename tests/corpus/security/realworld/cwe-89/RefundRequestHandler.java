// expect: none (CWE-89 safe)
// note: RabbitMQ message field orderRef bound as ? parameter in JdbcTemplate.update
package com.shopfront.payments.refunds;

import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

@Component
public class RefundRequestHandler {

    private final JdbcTemplate jdbcTemplate;

    public RefundRequestHandler(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @RabbitListener(queues = "payments.refund-requested")
    public void handle(RefundCommand command) {
        jdbcTemplate.update(
                "UPDATE customer_order SET refund_state = 'REQUESTED' WHERE order_ref = ? AND refund_state IS NULL",
                command.orderRef());
    }

    public record RefundCommand(String orderRef, String reason, long amountCents) {}
}

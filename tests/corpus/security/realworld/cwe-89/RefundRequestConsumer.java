// expect: CWE-89 @ 24
// note: RabbitMQ message field orderRef flows through RefundCommand record into an UPDATE built with String.join → JdbcTemplate.execute
package com.shopfront.payments.refunds;

import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

@Component
public class RefundRequestConsumer {

    private final JdbcTemplate jdbcTemplate;

    public RefundRequestConsumer(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @RabbitListener(queues = "payments.refund-requested")
    public void handle(RefundCommand command) {
        String sql = String.join(" ",
                "UPDATE customer_order SET refund_state = 'REQUESTED'",
                "WHERE order_ref = '" + command.orderRef() + "'",
                "AND refund_state IS NULL");
        jdbcTemplate.execute(sql);
    }

    public record RefundCommand(String orderRef, String reason, long amountCents) {}
}

package shop.orders;

import java.io.IOException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

public class OrderProcessor {
    private static final Logger LOG = Logger.getLogger(OrderProcessor.class.getName());

    private final PaymentGateway payments;
    private final OrderStore store;

    public OrderProcessor(PaymentGateway payments, OrderStore store) {
        this.payments = payments;
        this.store = store;
    }

    public boolean process(Order order) {
        try {
            payments.charge(order.customerId(), order.totalCents());
            store.markPaid(order.id());
            return true;
        } catch (Exception e) { // expect: DES-BROAD-CATCH
            LOG.log(Level.WARNING, "payment failed for order " + order.id(), e);
            return false;
        }
    }

    public void archiveAll(List<Order> orders) {
        for (Order order : orders) {
            archive(order);
        }
    }

    private void archive(Order order) {
        try {
            store.archive(order.id());
        } catch (IOException e) { // expect: DES-SWALLOWED-EXCEPTION
            LOG.warning("could not archive order " + order.id());
        }
    }

    public String customerLabel(Order order) {
        try {
            return order.customerName().toUpperCase();
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return "UNKNOWN";
        }
    }

    public void cancel(Order order) {
        if (order.totalCents() < 0) {
            throw new RuntimeException("negative total"); // expect: QUA-GENERIC-EXCEPTION
        }
        if (order.id() <= 0) {
            throw new IllegalArgumentException("order id must be positive"); // ok: QUA-GENERIC-EXCEPTION
        }
        try {
            store.cancel(order.id());
        } catch (IOException e) {
            throw new OrderException("cancel failed for " + order.id(), e); // ok: QUA-LOST-STACK-TRACE
        }
    }
}

record Order(long id, long customerId, String customerName, long totalCents) {
}

interface PaymentGateway {
    void charge(long customerId, long cents) throws IOException, PaymentDeclinedException;
}

interface OrderStore {
    void markPaid(long orderId) throws IOException;

    void cancel(long orderId) throws IOException;

    void archive(long orderId) throws IOException;
}

class PaymentDeclinedException extends Exception {
    PaymentDeclinedException(String message) {
        super(message);
    }
}

class OrderException extends RuntimeException {
    OrderException(String message, Throwable cause) {
        super(message, cause);
    }
}

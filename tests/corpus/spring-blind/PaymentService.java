package com.checkout.payments;

import java.util.List;

import org.springframework.scheduling.annotation.Async;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PaymentService {
    private final PaymentRepository payments;
    private final ReceiptMailer mailer;

    public PaymentService(PaymentRepository payments, ReceiptMailer mailer) {
        this.payments = payments;
        this.mailer = mailer;
    }

    public void settleAll(List<Long> paymentIds) {
        for (Long id : paymentIds) {
            settle(id); // expect: DES-TRANSACTIONAL-SELF-INVOCATION
        }
        sendReceipts(paymentIds); // expect: DES-ASYNC-SELF-INVOCATION
    }

    @Transactional
    public void settle(Long paymentId) {
        payments.markSettled(paymentId);
    }

    @Async
    public void sendReceipts(List<Long> paymentIds) {
        paymentIds.forEach(mailer::send);
    }

    @Transactional // expect: DES-TRANSACTIONAL-FINAL
    public final void refund(Long paymentId) {
        payments.markRefunded(paymentId);
    }
}

interface PaymentRepository {
    void markSettled(Long id);

    void markRefunded(Long id);
}

interface ReceiptMailer {
    void send(Long paymentId);
}

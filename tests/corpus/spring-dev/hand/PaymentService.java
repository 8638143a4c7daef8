package com.example.pay.service;

import java.math.BigDecimal;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.pay.domain.Payment;
import com.example.pay.repo.PaymentRepository;

@Service
public class PaymentService {

    private final PaymentRepository payments;

    public PaymentService(PaymentRepository payments) {
        this.payments = payments;
    }

    public void payAll(Iterable<Long> ids) {
        for (Long id : ids) {
            capture(id); // expect: DES-TRANSACTIONAL-SELF-INVOCATION
        }
    }

    @Transactional
    public void capture(Long id) {
        Payment p = payments.findById(id).orElseThrow();
        p.setStatus("CAPTURED");
        audit(p);
    }

    @Transactional // expect: DES-TRANSACTIONAL-PRIVATE
    private void audit(Payment p) {
        p.setAuditNote("captured " + p.getAmount());
    }

    @Transactional // expect: DES-TRANSACTIONAL-FINAL
    public final void refund(Long id, BigDecimal amount) {
        Payment p = payments.findById(id).orElseThrow();
        p.setRefunded(amount);
    }
}

package com.billing.invoices;

import java.math.BigDecimal;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceService {
    private InvoiceRepository invoices;
    private final TaxCalculator taxCalculator;

    public InvoiceService(TaxCalculator taxCalculator) { // ok: DES-FIELD-INJECTION
        this.taxCalculator = taxCalculator;
    }

    @Autowired // expect: DES-SETTER-INJECTION
    public void setInvoices(InvoiceRepository invoices) {
        this.invoices = invoices;
    }

    public BigDecimal issue(long orderId, BigDecimal net) {
        BigDecimal gross = net.add(taxCalculator.tax(net));
        saveInvoice(orderId, gross);
        return gross;
    }

    @Transactional // expect: DES-TRANSACTIONAL-PRIVATE
    private void saveInvoice(long orderId, BigDecimal gross) {
        invoices.save(orderId, gross);
    }
}

interface InvoiceRepository {
    void save(long orderId, BigDecimal gross);
}

interface TaxCalculator {
    BigDecimal tax(BigDecimal net);
}

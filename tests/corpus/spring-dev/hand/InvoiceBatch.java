package com.example.billing;

import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceBatch {

    private final CustomerRepository customers;
    private final InvoiceRepository invoices;

    public InvoiceBatch(CustomerRepository customers, InvoiceRepository invoices) {
        this.customers = customers;
        this.invoices = invoices;
    }

    @Transactional
    public int run() {
        PdfRenderer renderer = new PdfRenderer(); // expect: DES-NEW-BEAN
        List<Customer> all = customers.findAll();
        int count = 0;
        for (Customer c : all) {
            List<Invoice> open = invoices.findByCustomerIdAndPaidFalse(c.getId()); // expect: PERF-N-PLUS-ONE
            for (Invoice i : open) {
                renderer.render(i);
                count++;
            }
        }
        return count;
    }
}

package com.example.billing;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceSummaryService {

    private final CustomerRepository customers;
    private final InvoiceRepository invoices;
    private final PdfRenderer renderer;

    public InvoiceSummaryService(CustomerRepository customers, InvoiceRepository invoices, PdfRenderer renderer) {
        this.customers = customers;
        this.invoices = invoices;
        this.renderer = renderer;
    }

    @Transactional(readOnly = true)
    public Map<Long, Long> openInvoicesPerCustomer() {
        List<Customer> all = customers.findAll();
        List<Long> ids = all.stream().map(Customer::getId).toList();
        return invoices.findByCustomerIdInAndPaidFalse(ids).stream() // ok: PERF-N-PLUS-ONE
                .collect(Collectors.groupingBy(Invoice::getCustomerId, Collectors.counting()));
    }

    @Transactional(readOnly = true)
    public int renderAllOpen() {
        List<Invoice> open = invoices.findByPaidFalse();
        for (Invoice i : open) {
            renderer.render(i); // ok: PERF-N-PLUS-ONE
        }
        return open.size();
    }
}

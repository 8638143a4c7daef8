package com.example.billing;

import org.springframework.stereotype.Service;

@Service
public class InvoiceService {
    private final CustomerService customers;

    public InvoiceService(CustomerService customers) { /*@fix*/
        this.customers = customers;
    }

    public String invoiceFor(long id) {
        return "Invoice for " + customers.name(id);
    }
}

@Service
class CustomerService {
    private final InvoiceService invoices;

    CustomerService(InvoiceService invoices) { /*@second*/
        this.invoices = invoices;
    }

    String name(long id) {
        return "customer " + id;
    }

    String lastInvoice(long id) {
        return invoices.invoiceFor(id);
    }
}

package com.example.billing;

import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/invoices")
public class InvoiceController {
    private final InvoiceService invoices;

    public InvoiceController(InvoiceService invoices) {
        this.invoices = invoices;
    }

    @GetMapping("/{id}")
    public InvoiceDto get(@PathVariable Long id) {
        return invoices.get(id);
    }

    @GetMapping("/by-number/{number}")
    public InvoiceDto byNumber(@PathVariable String number) {
        return invoices.byNumber(number);
    }
}

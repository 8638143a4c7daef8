package com.example.billing;

import org.springframework.stereotype.Component;

@Component
public class PdfRenderer {

    public byte[] render(Invoice invoice) {
        return ("Invoice " + invoice.getNumber()).getBytes();
    }
}

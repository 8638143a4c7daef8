// expect: CWE-79 @ 23
// note: @RequestParam note passes to InvoiceHtmlRenderer, whose template uses MessageFormat; controller returns the HTML
package com.ledgerly.render;

import java.text.MessageFormat;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class InvoicePreviewController {
    private final InvoiceHtmlRenderer renderer;

    InvoicePreviewController(InvoiceHtmlRenderer renderer) {
        this.renderer = renderer;
    }

    @GetMapping(value = "/invoices/{number}/preview", produces = MediaType.TEXT_HTML_VALUE)
    String preview(@PathVariable String number, @RequestParam(defaultValue = "") String note) {
        return renderer.render(number, note);
    }
}

@Component
public class InvoiceHtmlRenderer {
    private static final String TEMPLATE =
            "<html><body><h1>Invoice {0}</h1><p class=\"note\">{1}</p><footer>Ledgerly</footer></body></html>";

    public String render(String invoiceNumber, String note) {
        return MessageFormat.format(TEMPLATE, invoiceNumber, note);
    }
}

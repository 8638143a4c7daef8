// expect: none (CWE-79 safe)
// note: renderer escapes every argument with HtmlUtils before MessageFormat; the controller returns encoded HTML
package com.ledgerly.render;

import java.text.MessageFormat;
import java.util.Arrays;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class InvoiceHtmlView {
    private static final String TEMPLATE =
            "<html><body><h1>Invoice {0}</h1><p class=\"note\">{1}</p><footer>Ledgerly</footer></body></html>";

    @GetMapping(value = "/v2/invoices/{number}/preview", produces = MediaType.TEXT_HTML_VALUE)
    public String preview(@PathVariable String number, @RequestParam(defaultValue = "") String note) {
        return render(number, note);
    }

    private static String render(String... values) {
        Object[] escaped = Arrays.stream(values).map(HtmlUtils::htmlEscape).toArray();
        return MessageFormat.format(TEMPLATE, escaped);
    }
}

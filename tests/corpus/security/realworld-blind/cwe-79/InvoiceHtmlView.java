// expect: CWE-79 @ 17
// note: @ResponseBody String handler produces text/html and embeds the customer note from the stored form submission via String.format
package com.smallbiz.invoices.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
public class InvoiceHtmlView {
    private static final String PAGE = "<!doctype html><html><body><h1>Invoice %s</h1><p class=\"note\">%s</p></body></html>";

    @GetMapping(value = "/invoices/print", produces = "text/html")
    @ResponseBody
    public String print(@RequestParam String number, @RequestParam(required = false, defaultValue = "") String note) {
        return String.format(PAGE, number.replaceAll("[^A-Z0-9-]", ""), note);
    }
}

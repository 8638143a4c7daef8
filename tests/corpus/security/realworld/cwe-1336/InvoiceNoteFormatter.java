// expect: none (CWE-1336 safe)
// note: FreeMarker template loaded by name from the configured directory; the note is a data-model value
package com.ledgerly.render;

import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

public class InvoiceNoteFormatter {

    private final Configuration cfg;

    public InvoiceNoteFormatter(Configuration cfg) {
        this.cfg = cfg;
    }

    public String render(String note, Map<String, Object> invoice) throws Exception {
        Template template = cfg.getTemplate("invoice-note.ftl");
        StringWriter out = new StringWriter();
        invoice = new java.util.HashMap<>(invoice);
        invoice.put("note", note);
        template.process(invoice, out);
        return out.toString();
    }
}

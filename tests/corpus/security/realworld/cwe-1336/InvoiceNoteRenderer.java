// expect: CWE-1336 @ 20
// note: FreeMarker Template built from the invoice note string (new Template(name, new StringReader(note), cfg))
package com.ledgerly.render;

import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

public class InvoiceNoteRenderer {

    private final Configuration cfg;

    public InvoiceNoteRenderer(Configuration cfg) {
        this.cfg = cfg;
    }

    public String render(String note, Map<String, Object> invoice) throws Exception {
        Template template = new Template("invoice-note", new StringReader(note), cfg);
        StringWriter out = new StringWriter();
        template.process(invoice, out);
        return out.toString();
    }
}

// expect: none (CWE-1336 safe)
// note: the FreeMarker template is loaded by a fixed name from the classpath configuration; user values go only into the model
package com.billing.mail;

import java.io.IOException;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Map;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import org.springframework.stereotype.Service;

@Service
public class InvoiceMailComposer {
    private final Configuration cfg;

    public InvoiceMailComposer(Configuration cfg) {
        this.cfg = cfg;
    }

    public String compose(String customerName, String invoiceNumber, String note) throws IOException, TemplateException {
        Template template = cfg.getTemplate("mail/invoice.ftlh");
        Map<String, Object> model = new HashMap<>();
        model.put("customerName", customerName);
        model.put("invoiceNumber", invoiceNumber);
        model.put("note", note);
        StringWriter out = new StringWriter();
        template.process(model, out);
        return out.toString();
    }
}

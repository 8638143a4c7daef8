// expect: CWE-1336 @ 27
// note: template body typed by the tenant admin is compiled as a FreeMarker Template from a StringReader
package com.mailer.templates;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class EmailTemplatePreview {
    private final Configuration freemarker;

    public EmailTemplatePreview(Configuration freemarker) {
        this.freemarker = freemarker;
    }

    @PostMapping("/templates/preview")
    public String preview(@RequestBody TemplateDraft draft) throws IOException, TemplateException {
        Template template = new Template("draft", new StringReader(draft.body()), freemarker);
        StringWriter out = new StringWriter();
        template.process(Map.of("customerName", "Jane Example", "orderNumber", "A-1001"), out);
        return out.toString();
    }
}

record TemplateDraft(String body) {
}

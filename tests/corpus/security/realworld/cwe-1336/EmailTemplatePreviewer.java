// expect: none (CWE-1336 safe)
// note: fixed classpath template merged; the user text is only a context variable
package com.mailpilot.templates;

import java.io.StringWriter;
import org.apache.velocity.Template;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class EmailTemplatePreviewer {

    @PostMapping("/templates/preview")
    public String preview(@RequestBody PreviewRequest request) {
        VelocityContext context = new VelocityContext();
        context.put("firstName", request.firstName());
        StringWriter out = new StringWriter();
        context.put("body", request.template());
        Template template = Velocity.getTemplate("templates/newsletter.vm");
        template.merge(context, out);
        return out.toString();
    }

    public record PreviewRequest(String template, String firstName) {}
}

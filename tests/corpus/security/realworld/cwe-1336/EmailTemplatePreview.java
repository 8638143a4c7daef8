// expect: CWE-1336 @ 21
// note: @RequestBody template text evaluated with Velocity.evaluate (user controls the template)
package com.mailpilot.templates;

import java.io.StringWriter;
import org.apache.velocity.Template;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class EmailTemplatePreview {

    @PostMapping("/templates/preview")
    public String preview(@RequestBody PreviewRequest request) {
        VelocityContext context = new VelocityContext();
        context.put("firstName", request.firstName());
        StringWriter out = new StringWriter();
        Velocity.evaluate(context, out, "preview", request.template());
        return out.toString();
    }

    public record PreviewRequest(String template, String firstName) {}
}

// expect: none (CWE-1336 safe)
// note: FreeMarker Template created from a constant string; the customer's footer text is only a data-model value
package com.ledgerly.render;

import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

public class StatementFooterRenderer {

    private static final String FOOTER = "<p>${footerText?html}</p><p>Generated ${generatedAt}</p>";
    private final Configuration cfg;

    public StatementFooterRenderer(Configuration cfg) {
        this.cfg = cfg;
    }

    public String render(String footerText) throws Exception {
        Template template = new Template("footer", new StringReader(FOOTER), cfg);
        StringWriter out = new StringWriter();
        template.process(Map.of("footerText", footerText, "generatedAt", java.time.LocalDate.now().toString()), out);
        return out.toString();
    }
}

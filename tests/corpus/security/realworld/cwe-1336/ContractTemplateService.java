// expect: CWE-1336 @ 21
// note: public service method merges a caller-supplied Velocity template string with VelocityEngine.evaluate
package com.legalflow.contracts;

import java.io.StringWriter;
import java.util.Map;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.VelocityEngine;

public class ContractTemplateService {

    private final VelocityEngine engine;

    public ContractTemplateService(VelocityEngine engine) {
        this.engine = engine;
    }

    public String fill(String clauseTemplate, Map<String, Object> parties) {
        VelocityContext ctx = new VelocityContext(parties);
        StringWriter out = new StringWriter();
        engine.evaluate(ctx, out, "clause", clauseTemplate);
        return out.toString();
    }
}

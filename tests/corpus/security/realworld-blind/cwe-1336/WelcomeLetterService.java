// expect: none (CWE-1336 safe)
// note: Velocity engine merges the fixed classpath template "letters/welcome.vm"; the member name is only a context value
package com.club.letters;

import java.io.StringWriter;

import org.apache.velocity.Template;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.VelocityEngine;

public class WelcomeLetterService {
    private final VelocityEngine velocity;

    public WelcomeLetterService(VelocityEngine velocity) {
        this.velocity = velocity;
    }

    public String letterFor(String memberName, String membershipLevel) {
        Template template = velocity.getTemplate("letters/welcome.vm", "UTF-8");
        VelocityContext ctx = new VelocityContext();
        ctx.put("name", memberName);
        ctx.put("level", membershipLevel);
        StringWriter out = new StringWriter();
        template.merge(ctx, out);
        return out.toString();
    }
}

// expect: none (CWE-1336 safe)
// note: Thymeleaf processes a fixed template name; the banner text from the request is only a context variable
package com.portal.banners;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

@Path("/banner")
public class BannerMessageResource {
    private final TemplateEngine templateEngine;

    public BannerMessageResource(TemplateEngine templateEngine) {
        this.templateEngine = templateEngine;
    }

    @GET
    @Produces("text/html")
    public String banner(@QueryParam("text") String text) {
        Context ctx = new Context();
        ctx.setVariable("text", text);
        return templateEngine.process("fragments/banner", ctx);
    }
}

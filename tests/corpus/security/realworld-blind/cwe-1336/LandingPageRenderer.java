// expect: CWE-1336 @ 27
// note: Thymeleaf engine with a StringTemplateResolver processes page markup taken from the CMS edit request
package com.cms.landing;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.StringTemplateResolver;

@RestController
public class LandingPageRenderer {
    private final TemplateEngine engine = new TemplateEngine();

    public LandingPageRenderer() {
        StringTemplateResolver resolver = new StringTemplateResolver();
        resolver.setTemplateMode(TemplateMode.HTML);
        engine.setTemplateResolver(resolver);
    }

    @PostMapping(value = "/cms/landing/preview", produces = "text/html")
    public String preview(@RequestBody LandingDraft draft) {
        Context ctx = new Context();
        ctx.setVariable("campaign", draft.campaign());
        return engine.process(draft.markup(), ctx);
    }
}

record LandingDraft(String campaign, String markup) {
}

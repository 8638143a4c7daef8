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

    @PostMapping(value = "/cms/landing/preview", produces = "application/json")
    public LandingPreview preview(@RequestBody LandingDraft draft) {
        Context ctx = new Context();
        ctx.setVariable("campaign", draft.campaign());
        String rendered = engine.process(draft.markup(), ctx);
        return new LandingPreview(draft.campaign(), rendered.length());
    }
}

record LandingDraft(String campaign, String markup) {
}

record LandingPreview(String campaign, int length) {
}

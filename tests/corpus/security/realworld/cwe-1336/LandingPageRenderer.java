// expect: none (CWE-1336 safe)
// note: StringTemplateResolver with a constant template string; the headline is passed as a variable and rendered with th:text
package com.growthlab.landing;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templateresolver.StringTemplateResolver;

@RestController
public class LandingPageRenderer {

    private static final String PAGE = "<h1 th:text=\"${headline}\">x</h1><footer>[[${year}]]</footer>";
    private final TemplateEngine engine = new TemplateEngine();

    public LandingPageRenderer() {
        engine.setTemplateResolver(new StringTemplateResolver());
    }

    @GetMapping(value = "/v2/landing", produces = "text/html")
    public String landing(@RequestParam String headline) {
        Context ctx = new Context();
        ctx.setVariable("headline", headline);
        ctx.setVariable("year", java.time.Year.now().getValue());
        return engine.process(PAGE, ctx);
    }
}

// expect: CWE-1336 @ 26
// expect: CWE-79 @ 26
// note: Thymeleaf TemplateEngine with a StringTemplateResolver processes the @RequestParam headline as a template
package com.growthlab.landing;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templateresolver.StringTemplateResolver;

@RestController
public class LandingPageController {

    private final TemplateEngine engine = new TemplateEngine();

    public LandingPageController() {
        engine.setTemplateResolver(new StringTemplateResolver());
    }

    @GetMapping(value = "/landing", produces = "text/html")
    public String landing(@RequestParam String headline) {
        Context ctx = new Context();
        ctx.setVariable("year", java.time.Year.now().getValue());
        return engine.process("<h1>" + headline + "</h1><footer>[[${year}]]</footer>", ctx);
    }
}

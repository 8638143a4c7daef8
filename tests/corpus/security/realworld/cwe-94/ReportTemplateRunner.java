// expect: none (CWE-94 safe)
// note: GroovyShell only evaluates scripts bundled on the classpath, chosen by an enum; user input goes to the Binding
package com.insightly.reports;

import groovy.lang.Binding;
import groovy.lang.GroovyShell;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportTemplateRunner {

    enum Report { MONTHLY_REVENUE, CHURN, TOP_CUSTOMERS }

    @PostMapping("/reports/run")
    public Object run(@RequestParam Report report, @RequestParam String region) throws IOException {
        String script;
        try (InputStream in = getClass().getResourceAsStream("/reports/" + report.name().toLowerCase() + ".groovy")) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Binding binding = new Binding();
        binding.setVariable("region", region);
        return new GroovyShell(binding).evaluate(script);
    }
}

// expect: CWE-94 @ 25
// note: admin "report script" from @RequestParam executed with GroovyShell.evaluate
package com.insightly.reports;

import groovy.lang.Binding;
import groovy.lang.GroovyShell;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportScriptRunner {

    private final ReportData data;

    public ReportScriptRunner(ReportData data) {
        this.data = data;
    }

    @PostMapping("/admin/reports/run")
    public Object run(@RequestParam String script) {
        Binding binding = new Binding();
        binding.setVariable("data", data);
        GroovyShell shell = new GroovyShell(binding);
        return shell.evaluate(script);
    }

    public interface ReportData {
        java.util.List<java.util.Map<String, Object>> rows(String table);
    }
}

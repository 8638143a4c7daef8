// expect: CWE-319 @ 18
// note: employee salary records posted to the payroll provider over an http:// URL with RestTemplate
package com.peoplehub.payroll;

import java.util.List;
import org.springframework.web.client.RestTemplate;

public class PayrollExportClient {

    private static final String PROVIDER_URL = "http://api.payroll-provider.example/v1/salary-batches";
    private final RestTemplate rest;

    public PayrollExportClient(RestTemplate rest) {
        this.rest = rest;
    }

    public void export(List<SalaryLine> lines) {
        rest.postForEntity(PROVIDER_URL, lines, Void.class);
    }

    public record SalaryLine(String employeeId, String iban, long grossCents) {}
}

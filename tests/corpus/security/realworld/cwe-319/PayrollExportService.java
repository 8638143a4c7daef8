// expect: none (CWE-319 safe)
// note: same export sent to the provider's https:// endpoint
package com.peoplehub.payroll;

import java.util.List;
import org.springframework.web.client.RestTemplate;

public class PayrollExportService {

    private static final String PROVIDER_URL = "https://api.payroll-provider.example/v1/salary-batches";
    private final RestTemplate rest;

    public PayrollExportService(RestTemplate rest) {
        this.rest = rest;
    }

    public void export(List<SalaryLine> lines) {
        rest.postForEntity(PROVIDER_URL, lines, Void.class);
    }

    public record SalaryLine(String employeeId, String iban, long grossCents) {}
}

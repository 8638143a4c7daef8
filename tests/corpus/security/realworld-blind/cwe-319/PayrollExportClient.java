// expect: CWE-319 @ 19
// note: employee salary data with bank details posted to the payroll provider over an http:// URL
package com.hr.payroll.export;

import java.util.List;

import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class PayrollExportClient {
    private final RestTemplate rest;

    public PayrollExportClient(RestTemplate rest) {
        this.rest = rest;
    }

    public void upload(List<SalaryRecord> records) {
        rest.postForEntity("http://payroll-provider.example.com/api/v1/salaries", records, Void.class);
    }
}

record SalaryRecord(String employeeId, String iban, long grossCents) {
}

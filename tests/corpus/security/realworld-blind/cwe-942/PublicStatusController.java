// expect: none (CWE-942 safe)
// note: @CrossOrigin with an explicit single origin on a read-only status endpoint; credentials not enabled for any wildcard
package com.statuspage.web;

import java.util.Map;

import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@CrossOrigin(origins = "https://status.example.com", allowCredentials = "true")
public class PublicStatusController {
    private final HealthSummary summary;

    public PublicStatusController(HealthSummary summary) {
        this.summary = summary;
    }

    @GetMapping("/status")
    public Map<String, String> status() {
        return summary.components();
    }
}

interface HealthSummary {
    Map<String, String> components();
}

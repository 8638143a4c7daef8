// expect: CWE-918 @ 25
// note: X-Tenant-Host request header concatenated into the downstream URL → RestTemplate.getForObject
package com.saasbase.gateway;

import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class TenantHostForwarder {

    private final RestTemplate restTemplate;

    public TenantHostForwarder(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping("/tenants/orders/{orderId}")
    public ResponseEntity<String> order(@RequestHeader("X-Tenant-Host") String tenantHost, @PathVariable long orderId) {
        String url = "https://" + tenantHost + "/internal/orders/" + orderId;
        return ResponseEntity.ok(restTemplate.getForObject(url, String.class));
    }
}

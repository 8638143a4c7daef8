// expect: none (CWE-918 safe)
// note: tenant header mapped to a configured downstream base URL via a Map; unknown tenants get 404
package com.saasbase.gateway;

import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class TenantApiForwarder {

    private final RestTemplate restTemplate;
    private final Map<String, String> tenantBaseUrls;

    public TenantApiForwarder(RestTemplate restTemplate, TenantDirectory directory) {
        this.restTemplate = restTemplate;
        this.tenantBaseUrls = directory.baseUrls();
    }

    @GetMapping("/tenants/orders/{orderId}")
    public ResponseEntity<String> order(@RequestHeader("X-Tenant-Host") String tenantHost, @PathVariable long orderId) {
        String base = tenantBaseUrls.get(tenantHost);
        if (base == null) {
            return ResponseEntity.notFound().build();
        }
        String url = base + "/internal/orders/" + orderId;
        return ResponseEntity.ok(restTemplate.getForObject(url, String.class));
    }

    public interface TenantDirectory {
        Map<String, String> baseUrls();
    }
}

// expect: none (CWE-918 safe)
// note: service name must be one of the exposed services (allow-list) before building the cluster URL
package com.platformops.debug;

import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class ServiceMeshStatusController {

    private static final Set<String> EXPOSED = Set.of("orders", "catalog", "search");
    private final RestTemplate restTemplate;

    public ServiceMeshStatusController(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping("/debug/services/{service}/info")
    public ResponseEntity<String> info(@PathVariable String service) {
        if (!EXPOSED.contains(service)) {
            return ResponseEntity.status(403).build();
        }
        String url = "http://" + service + ".prod.svc.cluster.local:8080/actuator/info";
        return restTemplate.getForEntity(url, String.class);
    }
}

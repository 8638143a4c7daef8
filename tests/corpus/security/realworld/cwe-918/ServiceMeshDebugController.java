// expect: CWE-918 @ 24
// note: @PathVariable service name becomes the host of an in-cluster URL → RestTemplate.getForEntity (reaches any internal service)
package com.platformops.debug;

import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class ServiceMeshDebugController {

    private final RestTemplate restTemplate;

    public ServiceMeshDebugController(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping("/debug/services/{service}/info")
    public ResponseEntity<String> info(@PathVariable String service) {
        String url = "http://" + service + ".prod.svc.cluster.local:8080/actuator/info";
        return restTemplate.getForEntity(url, String.class);
    }
}

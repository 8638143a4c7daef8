// expect: none (CWE-918 safe)
// note: region key from the request selects one of a fixed Map of base URLs; unknown keys are rejected before the call
package com.global.routing;

import java.util.Map;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class RegionalApiRouter {
    private static final Map<String, String> REGIONS = Map.of(
            "eu", "https://eu.api.example.com",
            "us", "https://us.api.example.com",
            "ap", "https://ap.api.example.com");

    private final RestTemplate restTemplate;

    public RegionalApiRouter(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping("/regions/{region}/status")
    public String status(@PathVariable String region) {
        String base = REGIONS.get(region);
        if (base == null) {
            throw new ResponseStatusException(org.springframework.http.HttpStatus.NOT_FOUND);
        }
        return restTemplate.getForObject(base + "/status", String.class);
    }
}

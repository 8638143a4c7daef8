// expect: none (CWE-918 safe)
// note: Kafka message only carries the partner id; endpoint comes from our own partner registry (configuration map)
package com.marketplace.partners;

import java.util.Map;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.ResponseEntity;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class PartnerStatusChecker {

    private final RestTemplate rest;
    private final Map<String, String> registry;

    public PartnerStatusChecker(RestTemplate rest, PartnerRegistryProperties props) {
        this.rest = rest;
        this.registry = props.getStatusEndpoints();
    }

    @KafkaListener(topics = "partners.health-check")
    public void check(PartnerPing ping) {
        HttpHeaders headers = new HttpHeaders();
        headers.set("X-Partner", ping.partnerId());
        String endpoint = registry.get(ping.partnerId());
        if (endpoint == null) {
            return;
        }
        ResponseEntity<String> resp = rest.exchange(endpoint, HttpMethod.GET, new HttpEntity<>(headers), String.class);
        System.out.println("partner status " + resp.getStatusCode().value());
    }

    public record PartnerPing(String partnerId, String statusEndpoint) {}

    public interface PartnerRegistryProperties {
        Map<String, String> getStatusEndpoints();
    }
}

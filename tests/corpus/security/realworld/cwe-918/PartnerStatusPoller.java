// expect: CWE-918 @ 28
// note: Kafka message carries a partner status endpoint → RestTemplate.exchange(endpoint, GET, ...)
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
public class PartnerStatusPoller {

    private final RestTemplate rest;

    public PartnerStatusPoller(RestTemplate rest) {
        this.rest = rest;
    }

    @KafkaListener(topics = "partners.health-check")
    public void check(PartnerPing ping) {
        HttpHeaders headers = new HttpHeaders();
        headers.set("X-Partner", ping.partnerId());
        String endpoint = ping.statusEndpoint();
        ResponseEntity<String> resp = rest.exchange(endpoint, HttpMethod.GET, new HttpEntity<>(headers), String.class);
        System.out.println("partner status " + resp.getStatusCode().value());
    }

    public record PartnerPing(String partnerId, String statusEndpoint) {}
}

// expect: none (CWE-918 safe)
// note: scheduled job uses the @Value configured rates URL with RestTemplate.getForObject
package com.fxdesk.rates;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class ExchangeRateRefresher {

    private final RestTemplate restTemplate;
    private final String ratesUrl;
    private volatile Map<String, Object> latest = Map.of();

    public ExchangeRateRefresher(RestTemplate restTemplate, @Value("${fx.rates-url}") String ratesUrl) {
        this.restTemplate = restTemplate;
        this.ratesUrl = ratesUrl;
    }

    @Scheduled(fixedDelay = 300_000)
    @SuppressWarnings("unchecked")
    public void refresh() {
        latest = restTemplate.getForObject(ratesUrl, Map.class);
    }

    public Map<String, Object> latest() {
        return latest;
    }
}

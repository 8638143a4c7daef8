// expect: none (CWE-918 safe)
// note: fixed https base URL from configuration; the currency code is validated as three letters before being used as a path segment
package com.travelapp.fx;

import java.math.BigDecimal;
import java.util.regex.Pattern;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

@Component
public class ExchangeRateClient {
    private static final Pattern CURRENCY = Pattern.compile("^[A-Z]{3}$");

    private final RestTemplate rest;
    private final String baseUrl;

    public ExchangeRateClient(RestTemplate rest, @Value("${fx.base-url}") String baseUrl) {
        this.rest = rest;
        this.baseUrl = baseUrl;
    }

    public BigDecimal rate(String from, String to) {
        if (!CURRENCY.matcher(from).matches() || !CURRENCY.matcher(to).matches()) {
            throw new IllegalArgumentException("invalid currency code");
        }
        String uri = UriComponentsBuilder.fromHttpUrl(baseUrl)
                .pathSegment("rates", from, to)
                .toUriString();
        RateResponse body = rest.getForObject(uri, RateResponse.class);
        return body == null ? BigDecimal.ZERO : body.rate();
    }
}

record RateResponse(String from, String to, BigDecimal rate) {
}

// expect: CWE-798 @ 13
// note: third-party API key hard-coded in a field and sent as a request header
package com.delivery.geo;

import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class GeocodingClient {
    private final String apiKey = "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY";
    private final RestTemplate rest = new RestTemplate();

    public String geocode(String address) {
        HttpHeaders headers = new HttpHeaders();
        headers.set("X-Api-Key", apiKey);
        return rest.exchange("https://geo.example.com/v1/geocode?address={a}", HttpMethod.GET,
                new HttpEntity<>(headers), String.class, address).getBody();
    }
}

// expect: none (CWE-918 safe)
// note: UriComponentsBuilder.fromHttpUrl(constant) with the address only as an encoded query param
package com.fleetline.geo;

import java.net.URI;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

@RestController
public class GeocodeLookupService {

    private static final String PROVIDER = "https://geocode.maps.example/search";
    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/geocode")
    public String geocode(@RequestParam String address) {
        URI uri = UriComponentsBuilder.fromHttpUrl(PROVIDER)
                .queryParam("q", address)
                .queryParam("format", "json")
                .build()
                .encode()
                .toUri();
        return rest.getForObject(uri, String.class);
    }
}

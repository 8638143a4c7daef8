// expect: CWE-918 @ 25
// note: UriComponentsBuilder.fromHttpUrl(provider) with the provider URL from @RequestParam → RestTemplate.getForObject
package com.fleetline.geo;

import java.net.URI;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

@RestController
public class GeocodeService {

    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/geocode")
    public String geocode(@RequestParam String provider, @RequestParam String address) {
        URI uri = UriComponentsBuilder.fromHttpUrl(provider)
                .queryParam("q", address)
                .queryParam("format", "json")
                .build()
                .encode()
                .toUri();
        return rest.getForObject(uri, String.class);
    }
}

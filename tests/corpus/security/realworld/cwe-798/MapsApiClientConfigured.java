// expect: none (CWE-798 safe)
// note: API key read from the MAPS_API_KEY environment variable
package com.fleetline.maps;

import org.springframework.http.HttpHeaders;
import org.springframework.web.reactive.function.client.WebClient;

public class MapsApiClientConfigured {

    private final String apiKey = System.getenv("MAPS_API_KEY");
    private final WebClient client = WebClient.create("https://maps.provider.example");

    public String geocode(String address) {
        return client.get()
                .uri(b -> b.path("/geocode").queryParam("address", address).build())
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + apiKey)
                .retrieve()
                .bodyToMono(String.class)
                .block();
    }
}

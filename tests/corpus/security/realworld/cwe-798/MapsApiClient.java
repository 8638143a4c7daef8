// expect: CWE-798 @ 16
// note: API key literal stored in a field named apiKey and sent in the request header
package com.fleetline.maps;

import org.springframework.http.HttpHeaders;
import org.springframework.web.reactive.function.client.WebClient;

public class MapsApiClient {

    private final String apiKey = "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY";
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

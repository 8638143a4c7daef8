// expect: none (CWE-918 safe)
// note: RestClient bound to the screenshot service base URL; the page URL is sent as a query parameter to that service
package com.seotools.screenshots;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;

@RestController
public class ScreenshotApiClient {

    private final RestClient restClient = RestClient.builder().baseUrl("https://shots.render-service.example").build();

    @GetMapping("/screenshot")
    public byte[] screenshot(@RequestParam String pageUrl) {
        return restClient.get()
                .uri(b -> b.path("/v1/capture").queryParam("page", pageUrl).build())
                .retrieve()
                .body(byte[].class);
    }
}

// expect: CWE-918 @ 18
// note: Spring 6 RestClient.get().uri(pageUrl) with the page URL from @RequestParam
package com.seotools.screenshots;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;

@RestController
public class ScreenshotRestClient {

    private final RestClient restClient = RestClient.builder().build();

    @GetMapping("/screenshot")
    public byte[] screenshot(@RequestParam String pageUrl) {
        return restClient.get()
                .uri(pageUrl)
                .retrieve()
                .body(byte[].class);
    }
}

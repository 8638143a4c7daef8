// expect: none (CWE-918 safe)
// note: the city is passed as an encoded query parameter to a fixed https host via RestTemplate URI template variables
package com.homepage.weather;

import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@Service
public class WeatherWidgetClient {
    private static final String FORECAST = "https://api.weather.example.com/v3/forecast?city={city}&units=metric";

    private final RestTemplate restTemplate;

    public WeatherWidgetClient(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    public String forecast(String city) {
        return restTemplate.getForObject(FORECAST, String.class, city);
    }
}

@RestController
class WeatherController {
    private final WeatherWidgetClient client;

    WeatherController(WeatherWidgetClient client) {
        this.client = client;
    }

    @GetMapping("/widgets/weather")
    String weather(@RequestParam String city) {
        return client.forecast(city);
    }
}

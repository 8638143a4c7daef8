// expect: CWE-79 @ 25
// note: JSONP callback name from @RequestParam reflected verbatim into an application/javascript response
package com.weatherwidget.api;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class JsonpCallbackController {

    private final ForecastService forecasts;

    public JsonpCallbackController(ForecastService forecasts) {
        this.forecasts = forecasts;
    }

    @GetMapping("/widget/forecast.js")
    public ResponseEntity<String> forecast(@RequestParam String city, @RequestParam(defaultValue = "renderForecast") String callback) {
        String json = forecasts.asJson(city);
        return ResponseEntity.ok()
                .contentType(MediaType.valueOf("application/javascript"))
                .body(callback + "(" + json + ");");
    }
}

interface ForecastService {
    String asJson(String city);
}

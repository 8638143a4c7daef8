// expect: none (CWE-79 safe)
// note: JSONP callback restricted to a JavaScript identifier regex (else default) before the script body is built
package com.weatherwidget.api;

import java.util.regex.Pattern;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ForecastWidgetController {

    private static final Pattern JS_IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]{0,40}");
    private final ForecastService forecasts;

    public ForecastWidgetController(ForecastService forecasts) {
        this.forecasts = forecasts;
    }

    @GetMapping("/widget/v2/forecast.js")
    public ResponseEntity<String> forecast(@RequestParam long cityId, @RequestParam(defaultValue = "renderForecast") String callback) {
        String fn = JS_IDENTIFIER.matcher(callback).matches() ? callback : "renderForecast";
        String json = forecasts.asJson(String.valueOf(cityId));
        return ResponseEntity.ok()
                .contentType(MediaType.valueOf("application/javascript"))
                .body(fn + "(" + json + ");");
    }
}

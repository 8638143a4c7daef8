// expect: none (CWE-942 safe)
// note: @CrossOrigin(origins = "*") without credentials on a public, unauthenticated exchange-rate endpoint
package com.fxdesk.api;

import java.util.Map;
import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@CrossOrigin(origins = "*")
public class PublicRatesController {

    @GetMapping("/public/rates")
    public Map<String, Double> rates() {
        return Map.of("EURUSD", 1.08, "EURGBP", 0.85);
    }
}

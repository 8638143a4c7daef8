// expect: none (CWE-918 safe)
// note: base URL fixed from configuration; the currency code is validated as [A-Z]{3} and used as a path segment
package com.fxdesk.rates;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class CurrencyRateService {

    private final HttpClient http = HttpClient.newHttpClient();
    private final String baseUrl;

    public CurrencyRateService(String configuredBaseUrl) {
        this.baseUrl = configuredBaseUrl;
    }

    public String latest(String currency) throws IOException, InterruptedException {
        if (!currency.matches("[A-Z]{3}")) {
            throw new IllegalArgumentException("ISO 4217 code expected");
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + "/v1/latest/" + currency)).GET().build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }
}

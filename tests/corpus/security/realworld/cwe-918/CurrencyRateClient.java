// expect: CWE-918 @ 17
// note: public client method builds the rate-provider URL from its host String parameter → java.net.http.HttpClient.send
package com.fxdesk.rates;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class CurrencyRateClient {

    private final HttpClient http = HttpClient.newHttpClient();

    public String latest(String providerHost, String currency) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://" + providerHost + "/v1/latest?base=" + currency)).GET().build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }
}

// expect: CWE-319 @ 16
// note: passport data sent with java.net.http.HttpClient to an http:// KYC endpoint built from a constant
package com.fintrack.kyc;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class IdentityVerificationClient {

    private final HttpClient http = HttpClient.newHttpClient();

    public int verify(String passportNumber, String fullName) throws Exception {
        String json = "{\"passport\":\"" + passportNumber + "\",\"name\":\"" + fullName + "\"}";
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://kyc.verify-partner.example/api/check"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

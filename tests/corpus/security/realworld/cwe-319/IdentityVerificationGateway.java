// expect: none (CWE-319 safe)
// note: same request to an https:// KYC endpoint
package com.fintrack.kyc;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class IdentityVerificationGateway {

    private final HttpClient http = HttpClient.newHttpClient();

    public int verify(String passportNumber, String fullName) throws Exception {
        String json = "{\"passport\":\"" + passportNumber + "\",\"name\":\"" + fullName + "\"}";
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://kyc.verify-partner.example/api/check"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

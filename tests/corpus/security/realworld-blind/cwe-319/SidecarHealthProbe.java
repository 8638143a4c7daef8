// expect: none (CWE-319 safe)
// note: plain http is used only for a localhost health check carrying no credentials or personal data; partner calls use https
package com.platform.probes;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class SidecarHealthProbe {
    private static final URI LOCAL_HEALTH = URI.create("http://localhost:15021/healthz/ready");
    private static final URI PARTNER_API = URI.create("https://api.partner.example.com/v2/customers");

    private final HttpClient client = HttpClient.newHttpClient();

    public boolean sidecarReady() throws IOException, InterruptedException {
        HttpResponse<Void> r = client.send(HttpRequest.newBuilder(LOCAL_HEALTH).GET().build(), HttpResponse.BodyHandlers.discarding());
        return r.statusCode() == 200;
    }

    public String customers(String bearerToken) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(PARTNER_API).header("Authorization", "Bearer " + bearerToken).GET().build();
        return client.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }
}

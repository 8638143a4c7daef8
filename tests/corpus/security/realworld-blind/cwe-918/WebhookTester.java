// expect: CWE-918 @ 26
// note: callback URL from the JAX-RS form is sent a POST with java.net.http.HttpClient (URI.create on user input)
package com.integrations.webhooks;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;

@Path("/webhooks/test")
public class WebhookTester {
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @POST
    public String test(@FormParam("callbackUrl") String callbackUrl) throws IOException, InterruptedException {
        HttpRequest ping = HttpRequest.newBuilder(URI.create(callbackUrl))
                .POST(HttpRequest.BodyPublishers.ofString("{\"event\":\"ping\"}"))
                .header("Content-Type", "application/json")
                .build();
        HttpResponse<Void> response = client.send(ping, HttpResponse.BodyHandlers.discarding());
        return "status " + response.statusCode();
    }
}

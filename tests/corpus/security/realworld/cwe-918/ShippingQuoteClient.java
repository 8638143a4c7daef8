// expect: CWE-918 @ 18
// note: Apache HttpClient 5 HttpGet URL built with String.format from the carrier host parameter of a public method
package com.fleetline.quotes;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.core5.http.io.entity.EntityUtils;

public class ShippingQuoteClient {

    private final CloseableHttpClient client = HttpClients.createDefault();

    public String quote(String carrierHost, String postcode) throws IOException {
        HttpGet get = new HttpGet(String.format("https://%s/rates?postcode=%s", carrierHost, postcode));
        return client.execute(get, response -> EntityUtils.toString(response.getEntity()));
    }
}

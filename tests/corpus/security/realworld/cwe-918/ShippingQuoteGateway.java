// expect: none (CWE-918 safe)
// note: carrier chosen by enum; the URL is the enum's constant base plus an encoded postcode query
package com.fleetline.quotes;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.core5.http.io.entity.EntityUtils;

public class ShippingQuoteGateway {

    public enum Carrier {
        POSTNORD("https://api.postnord.example/rates"), DHL("https://api.dhl.example/rates");
        final String base;
        Carrier(String base) { this.base = base; }
    }

    private final CloseableHttpClient client = HttpClients.createDefault();

    public String quote(Carrier carrier, String postcode) throws IOException {
        HttpGet get = new HttpGet(carrier.base + "?postcode=" + URLEncoder.encode(postcode, StandardCharsets.UTF_8));
        return client.execute(get, response -> EntityUtils.toString(response.getEntity()));
    }
}

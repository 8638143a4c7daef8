// expect: none (CWE-918 safe)
// note: health check URLs are built from constant https base URLs in an enum; nothing user-controlled
package com.uptimely.checks;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class StatusPageClient {

    enum Dependency {
        PAYMENTS("https://status.payments-provider.example/api/v2/status.json"),
        EMAIL("https://status.mailer.example/api/v2/status.json");

        final String url;

        Dependency(String url) {
            this.url = url;
        }
    }

    @Scheduled(fixedRate = 60_000)
    public void poll() throws IOException {
        for (Dependency dependency : Dependency.values()) {
            HttpURLConnection conn = (HttpURLConnection) new URL(dependency.url).openConnection();
            conn.setConnectTimeout(2000);
            System.out.println(dependency + " -> " + conn.getResponseCode());
            conn.disconnect();
        }
    }
}

// expect: CWE-295 @ 17
// note: HttpsURLConnection given a HostnameVerifier lambda that always returns true
package com.notify.sms;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;

import javax.net.ssl.HttpsURLConnection;

public class SmsGatewayClient {
    private static final String ENDPOINT = "https://sms-gateway.internal.example/send";

    public int send(String phone, String text) throws IOException {
        HttpsURLConnection conn = (HttpsURLConnection) new URL(ENDPOINT).openConnection();
        conn.setHostnameVerifier((hostname, session) -> true);
        conn.setRequestMethod("POST");
        conn.setDoOutput(true);
        try (OutputStream out = conn.getOutputStream()) {
            out.write(("to=" + phone + "&text=" + text).getBytes(StandardCharsets.UTF_8));
        }
        return conn.getResponseCode();
    }
}

// expect: none (CWE-295 safe)
// note: HttpsURLConnection with the JVM default SSLSocketFactory and default HostnameVerifier; nothing overridden
package com.mailops.connect;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

import javax.net.ssl.HttpsURLConnection;

public class MailServerConnector {
    private static final String STATUS_URL = "https://mail-admin.corp.example.com/api/status";

    public byte[] status() throws IOException {
        HttpsURLConnection conn = (HttpsURLConnection) new URL(STATUS_URL).openConnection();
        conn.setConnectTimeout(5000);
        conn.setReadTimeout(5000);
        try (InputStream in = conn.getInputStream()) {
            return in.readAllBytes();
        } finally {
            conn.disconnect();
        }
    }
}

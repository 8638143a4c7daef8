// expect: none (CWE-319 safe)
// note: http:// request to localhost actuator health endpoint; no credentials or personal data
package com.platformops.probe;

import java.net.HttpURLConnection;
import java.net.URL;

public class LocalHealthProbe {

    public static void main(String[] args) throws Exception {
        HttpURLConnection conn = (HttpURLConnection) new URL("http://localhost:8081/actuator/health").openConnection();
        conn.setConnectTimeout(1000);
        System.exit(conn.getResponseCode() == 200 ? 0 : 1);
    }
}

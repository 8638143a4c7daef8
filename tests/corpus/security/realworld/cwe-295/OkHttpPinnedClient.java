// expect: none (CWE-295 safe)
// note: OkHttp client with default trust and a CertificatePinner for the payments host
package com.paystream.http;

import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.X509TrustManager;
import okhttp3.CertificatePinner;
import okhttp3.OkHttpClient;

public class OkHttpPinnedClient {

    public OkHttpClient build() throws Exception {
        CertificatePinner pinner = new CertificatePinner.Builder()
                .add("api.payments-provider.example", "sha256/afwiKY3RxoMmLkuRW1l7QsPZTJPwDS2pdDROQjXw8ig=")
                .build();
        return new OkHttpClient.Builder().certificatePinner(pinner).build();
    }
}

// expect: CWE-295 @ 17
// expect: CWE-295 @ 24
// note: OkHttp client with a trust-all X509TrustManager and hostnameVerifier((h, s) -> true)
package com.paystream.http;

import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.X509TrustManager;
import okhttp3.CertificatePinner;
import okhttp3.OkHttpClient;

public class OkHttpUnsafeClient {

    public OkHttpClient build() throws Exception {
        X509TrustManager trustAll = new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) {}
            public void checkServerTrusted(X509Certificate[] chain, String authType) {}
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        };
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, new X509TrustManager[] {trustAll}, null);
        return new OkHttpClient.Builder()
                .sslSocketFactory(ctx.getSocketFactory(), trustAll)
                .hostnameVerifier((hostname, session) -> true)
                .build();
    }
}

// expect: CWE-295 @ 18
// note: Apache HttpClient built with NoopHostnameVerifier.INSTANCE and TrustAllStrategy for the reporting API
package com.bi.reporting.client;

import java.security.GeneralSecurityException;

import org.apache.http.conn.ssl.NoopHostnameVerifier;
import org.apache.http.conn.ssl.TrustAllStrategy;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.ssl.SSLContextBuilder;

public class ReportingApiClient {

    public CloseableHttpClient build() throws GeneralSecurityException {
        return HttpClients.custom()
                .setSSLContext(SSLContextBuilder.create().loadTrustMaterial(TrustAllStrategy.INSTANCE).build())
                .setSSLHostnameVerifier(NoopHostnameVerifier.INSTANCE)
                .build();
    }
}

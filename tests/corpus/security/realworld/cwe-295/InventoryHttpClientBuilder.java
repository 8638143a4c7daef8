// expect: none (CWE-295 safe)
// note: Apache HttpClient 4 with SSLContexts.createDefault() and DefaultHostnameVerifier
package com.stockroom.http;

import org.apache.http.conn.ssl.NoopHostnameVerifier;
import org.apache.http.conn.ssl.TrustAllStrategy;
import org.apache.http.conn.ssl.DefaultHostnameVerifier;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.ssl.SSLContextBuilder;
import org.apache.http.ssl.SSLContexts;

public class InventoryHttpClientBuilder {

    public CloseableHttpClient create() throws Exception {
        return HttpClients.custom()
                .setSSLContext(SSLContexts.createDefault())
                .setSSLHostnameVerifier(new DefaultHostnameVerifier())
                .build();
    }
}

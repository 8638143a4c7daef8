// expect: none (CWE-295 safe)
// note: mutual TLS client built with OkHttp from a TrustManagerFactory over the company CA truststore; default hostname verifier kept
package com.payments.mtls;

import java.io.IOException;
import java.io.InputStream;
import java.security.GeneralSecurityException;
import java.security.KeyStore;

import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

import okhttp3.OkHttpClient;

public class MtlsClientFactory {

    public OkHttpClient create(InputStream keyStoreIn, char[] keyPass, InputStream trustStoreIn, char[] trustPass)
            throws GeneralSecurityException, IOException {
        KeyStore keyStore = KeyStore.getInstance("PKCS12");
        keyStore.load(keyStoreIn, keyPass);
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(keyStore, keyPass);
        KeyStore trustStore = KeyStore.getInstance("PKCS12");
        trustStore.load(trustStoreIn, trustPass);
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trustStore);
        SSLContext ssl = SSLContext.getInstance("TLS");
        ssl.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);
        return new OkHttpClient.Builder()
                .sslSocketFactory(ssl.getSocketFactory(), (X509TrustManager) tmf.getTrustManagers()[0])
                .build();
    }
}

// expect: none (CWE-295 safe)
// note: RestTemplate built on an SSLContext loaded from the partner's pinned truststore
package com.marketplace.config;

import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.SSLConnectionSocketFactoryBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.web.client.RestTemplate;
import org.apache.hc.core5.ssl.SSLContexts;
import java.io.File;

@Configuration
public class PartnerApiClientSetup {

    @Bean
    RestTemplate partnerRestTemplate() throws Exception {
        SSLContext ssl = SSLContexts.custom()
                .loadTrustMaterial(new File("/etc/marketplace/partner-truststore.p12"), System.getenv("TRUSTSTORE_PASSWORD").toCharArray())
                .build();
        var connections = PoolingHttpClientConnectionManagerBuilder.create()
                .setSSLSocketFactory(SSLConnectionSocketFactoryBuilder.create().setSslContext(ssl).build())
                .build();
        return new RestTemplate(new HttpComponentsClientHttpRequestFactory(HttpClients.custom().setConnectionManager(connections).build()));
    }
}

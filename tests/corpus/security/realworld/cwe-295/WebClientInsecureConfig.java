// expect: CWE-295 @ 18
// note: WebClient on Reactor Netty with SslContextBuilder.forClient().trustManager(InsecureTrustManagerFactory.INSTANCE)
package com.gearshop.config;

import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.netty.http.client.HttpClient;

@Configuration
public class WebClientInsecureConfig {

    @Bean
    WebClient supplierWebClient() throws Exception {
        var ssl = SslContextBuilder.forClient().trustManager(InsecureTrustManagerFactory.INSTANCE).build();
        HttpClient http = HttpClient.create().secure(spec -> spec.sslContext(ssl));
        return WebClient.builder().clientConnector(new ReactorClientHttpConnector(http)).baseUrl("https://supplier.example").build();
    }
}

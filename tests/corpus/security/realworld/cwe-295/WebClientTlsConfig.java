// expect: none (CWE-295 safe)
// note: WebClient on Reactor Netty with the default SslContextBuilder.forClient() (JDK trust store)
package com.gearshop.config;

import io.netty.handler.ssl.SslContextBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.netty.http.client.HttpClient;

@Configuration
public class WebClientTlsConfig {

    @Bean
    WebClient supplierWebClient() throws Exception {
        var ssl = SslContextBuilder.forClient().build();
        HttpClient http = HttpClient.create().secure(spec -> spec.sslContext(ssl));
        return WebClient.builder().clientConnector(new ReactorClientHttpConnector(http)).baseUrl("https://supplier.example").build();
    }
}

// expect: none (CWE-611 safe)
// note: DocumentBuilderFactory with external entity features off, no DTD loading, and expandEntityReferences false
package com.newsroom.opml;

import java.io.StringReader;
import javax.xml.parsers.DocumentBuilderFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;
import reactor.core.publisher.Mono;

@Configuration
public class OpmlImportRouteConfig {

    @Bean
    RouterFunction<ServerResponse> opml() {
        return RouterFunctions.route().POST("/opml/import", this::importOpml).build();
    }

    Mono<ServerResponse> importOpml(ServerRequest request) {
        return request.bodyToMono(String.class).flatMap(xml -> {
            try {
                DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
                dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
                dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
                dbf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
                dbf.setExpandEntityReferences(false);
                Document doc = dbf.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
                return ServerResponse.ok().bodyValue(doc.getElementsByTagName("outline").getLength());
            } catch (Exception e) {
                return ServerResponse.badRequest().build();
            }
        });
    }
}

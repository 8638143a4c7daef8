// expect: CWE-611 @ 29
// note: WebFlux bodyToMono(String) OPML document parsed by a default DocumentBuilder
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
public class OpmlImportRoutes {

    @Bean
    RouterFunction<ServerResponse> opml() {
        return RouterFunctions.route().POST("/opml/import", this::importOpml).build();
    }

    Mono<ServerResponse> importOpml(ServerRequest request) {
        return request.bodyToMono(String.class).flatMap(xml -> {
            try {
                DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
                Document doc = dbf.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
                return ServerResponse.ok().bodyValue(doc.getElementsByTagName("outline").getLength());
            } catch (Exception e) {
                return ServerResponse.badRequest().build();
            }
        });
    }
}

// expect: none (CWE-643 safe)
// note: dish name bound as an XPath variable via XPathVariableResolver; expression is constant
package com.bistro.menu;

import java.io.StringReader;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import org.xml.sax.InputSource;
import reactor.core.publisher.Mono;

@Configuration
public class MenuXmlRoutes {

    private final String menuXml;

    public MenuXmlRoutes(MenuSource source) {
        this.menuXml = source.currentMenuXml();
    }

    @Bean
    RouterFunction<ServerResponse> menuRoutes() {
        return RouterFunctions.route().GET("/menu/{dish}/allergens", this::allergens).build();
    }

    Mono<ServerResponse> allergens(ServerRequest request) throws Exception {
        String dish = request.pathVariable("dish");
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(v -> dish);
        String result = xpath.evaluate("//dish[@name=$dish]/allergens", new InputSource(new StringReader(menuXml)));
        return ServerResponse.ok().bodyValue(result);
    }

    public interface MenuSource {
        String currentMenuXml();
    }
}

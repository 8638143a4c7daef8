// expect: CWE-90 @ 35
// note: WebFlux ServerRequest query "name" concatenated into an LdapQueryBuilder.filter(String) call
package com.intranet.phonebook;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
public class PhonebookRoutes {

    private final LdapTemplate ldap;

    public PhonebookRoutes(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @Bean
    RouterFunction<ServerResponse> phonebook() {
        return RouterFunctions.route().GET("/phonebook", this::find).build();
    }

    Mono<ServerResponse> find(ServerRequest request) {
        String name = request.queryParam("name").orElse("");
        List<String> numbers = ldap.search(
                query().base("ou=people").filter("(cn=" + name + "*)"),
                (AttributesMapper<String>) a -> (String) a.get("telephoneNumber").get());
        return ServerResponse.ok().bodyValue(numbers);
    }
}

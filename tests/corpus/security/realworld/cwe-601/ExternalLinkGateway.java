// expect: none (CWE-601 safe)
// note: target host must be in the partner allow-list (https only), else redirect home
package io.marketplace.links;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import java.net.URI;
import java.util.Set;

@Controller("/out")
public class ExternalLinkGateway {

    private static final Set<String> PARTNERS = Set.of("shop.partner-a.example", "store.partner-b.example");

    @Get
    public HttpResponse<?> out(@QueryValue String target) {
        URI uri = URI.create(target);
        if (!"https".equals(uri.getScheme()) || !PARTNERS.contains(uri.getHost())) {
            return HttpResponse.redirect(URI.create("/"));
        }
        return HttpResponse.redirect(uri);
    }
}

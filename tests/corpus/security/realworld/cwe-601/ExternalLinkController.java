// expect: CWE-601 @ 18
// note: Micronaut HttpResponse.redirect(URI.create(target)) with the @QueryValue target
package io.marketplace.links;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import java.net.URI;
import java.util.Set;

@Controller("/out")
public class ExternalLinkController {

    @Get
    public HttpResponse<?> out(@QueryValue String target) {
        URI uri = URI.create(target);
        return HttpResponse.redirect(uri);
    }
}

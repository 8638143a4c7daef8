// expect: CWE-918 @ 18
// note: Micronaut controller creates an HttpClient for the @QueryValue target URL and retrieves it
package io.opsboard.probe;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.client.HttpClient;
import java.net.MalformedURLException;
import java.net.URL;

@Controller("/probe")
public class MicronautHealthProbe {

    @Get
    public String probe(@QueryValue String target) throws MalformedURLException {
        try (HttpClient client = HttpClient.create(new URL(target))) {
            return client.toBlocking().retrieve(HttpRequest.GET("/health"));
        }
    }
}

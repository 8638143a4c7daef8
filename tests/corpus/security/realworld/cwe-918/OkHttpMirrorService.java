// expect: CWE-918 @ 25
// note: Quarkus @QueryParam mirror URL parsed with HttpUrl.parse and requested with OkHttp
package org.acme.mirror;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.io.IOException;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

@Path("/mirror")
public class OkHttpMirrorService {

    private final OkHttpClient client = new OkHttpClient();

    @GET
    public String mirror(@QueryParam("u") String u) throws IOException {
        HttpUrl url = HttpUrl.parse(u);
        if (url == null) {
            return "";
        }
        try (Response response = client.newCall(new Request.Builder().url(url).build()).execute()) {
            return response.body().string();
        }
    }
}

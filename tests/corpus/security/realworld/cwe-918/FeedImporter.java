// expect: CWE-918 @ 23
// note: JAX-RS @FormParam feed URL fetched with Apache HttpClient HttpGet
package com.newsroom.feeds;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.List;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;

@Path("/feeds/import")
public class FeedImporter {

    @POST
    public Response importFeed(@FormParam("feedUrl") String feedUrl) throws IOException {
        try (CloseableHttpClient client = HttpClients.createDefault();
             CloseableHttpResponse response = client.execute(new HttpGet(feedUrl))) {
            String xml = EntityUtils.toString(response.getEntity());
            return Response.ok(xml.length()).build();
        }
    }
}

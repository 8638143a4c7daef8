// expect: none (CWE-918 safe)
// note: feed URL must start with one of the registered publisher prefixes (allow-list) before HttpGet
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
public class FeedImportService {

    private static final List<String> PUBLISHERS = List.of(
            "https://feeds.reuters-partner.example/", "https://rss.citynews.example/", "https://press.gov-feed.example/");

    @POST
    public Response importFeed(@FormParam("feedUrl") String feedUrl) throws IOException {
        if (PUBLISHERS.stream().noneMatch(feedUrl::startsWith) || feedUrl.contains("@") || feedUrl.contains("..")) {
            return Response.status(400).build();
        }
        try (CloseableHttpClient client = HttpClients.createDefault();
             CloseableHttpResponse response = client.execute(new HttpGet(feedUrl))) {
            String xml = EntityUtils.toString(response.getEntity());
            return Response.ok(xml.length()).build();
        }
    }
}

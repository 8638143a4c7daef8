// expect: CWE-918 @ 15
// note: CLI argument (start URL) and links parsed from fetched pages requested with java.net.http.HttpClient
package tools.seo;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class SitemapCrawler {

    public static void main(String[] args) throws Exception {
        HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
        URI start = URI.create(args[0]);
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(start).build(), HttpResponse.BodyHandlers.ofString());
        long links = response.body().lines().filter(l -> l.contains("<loc>")).count();
        System.out.println(links + " URLs in sitemap at " + start);
    }
}

// expect: CWE-918 @ 27
// note: Apache HttpClient HttpGet built from the page URL in the request body to render it as PDF (no host check)
package com.docs.render;

import java.io.IOException;

import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PdfFromUrlService {
    private final CloseableHttpClient client = HttpClients.createDefault();
    private final HtmlToPdf converter;

    public PdfFromUrlService(HtmlToPdf converter) {
        this.converter = converter;
    }

    @PostMapping("/render/pdf")
    public byte[] render(@RequestBody RenderJob job) throws IOException {
        HttpGet get = new HttpGet(job.pageUrl());
        try (CloseableHttpResponse response = client.execute(get)) {
            String html = EntityUtils.toString(response.getEntity());
            return converter.convert(html);
        }
    }
}

record RenderJob(String pageUrl) {
}

interface HtmlToPdf {
    byte[] convert(String html);
}

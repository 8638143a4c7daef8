// expect: none (CWE-918 safe)
// note: import source is a configured @Value URL; the request chooses only a supplier code checked by regex as a path segment
package com.marketplace.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class CatalogImportController {
    private final CatalogImportJob service;

    CatalogImportController(CatalogImportJob service) {
        this.service = service;
    }

    @PostMapping("/catalog/import")
    int start(@RequestBody ImportRequest request) throws IOException {
        return service.load(request.supplierCode());
    }

    record ImportRequest(String sourceUrl, String supplierCode) {}
}

@Service
public class CatalogImportJob {
    @Value("${catalog.feed-base-url}")
    private String feedBaseUrl;

    public int load(String supplierCode) throws IOException {
        if (!supplierCode.matches("[a-z0-9]{2,20}")) {
            throw new IllegalArgumentException("bad supplier code");
        }
        String sourceUrl = feedBaseUrl + "/suppliers/" + supplierCode + "/catalog.csv";
        try (InputStream in = new URL(sourceUrl).openStream()) {
            return (int) new String(in.readAllBytes()).lines().count();
        }
    }
}

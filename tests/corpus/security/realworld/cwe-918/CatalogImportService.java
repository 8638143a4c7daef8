// expect: CWE-918 @ 34
// note: @RequestBody ImportRequest.sourceUrl flows to CatalogImportService.load → new URL(..).openStream()
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
    private final CatalogImportService service;

    CatalogImportController(CatalogImportService service) {
        this.service = service;
    }

    @PostMapping("/catalog/import")
    int start(@RequestBody ImportRequest request) throws IOException {
        return service.load(request.sourceUrl());
    }

    record ImportRequest(String sourceUrl, String supplierCode) {}
}

@Service
public class CatalogImportService {

    public int load(String sourceUrl) throws IOException {
        try (InputStream in = new URL(sourceUrl).openStream()) {
            return (int) new String(in.readAllBytes()).lines().count();
        }
    }
}

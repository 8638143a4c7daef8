// expect: none (CWE-209 safe)
// note: catch block logs the exception and returns a fixed message
package com.budgetbook.imports;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ImportApiController {

    private static final Logger log = LoggerFactory.getLogger(ImportApiController.class);
    private final TransactionImporter importer;

    public ImportApiController(TransactionImporter importer) {
        this.importer = importer;
    }

    @PostMapping("/imports")
    public ResponseEntity<String> importCsv(@RequestBody String csv) {
        try {
            return ResponseEntity.ok(importer.load(csv) + " rows imported");
        } catch (Exception e) {
            log.warn("import failed", e);
            return ResponseEntity.badRequest().body("The file could not be imported.");
        }
    }

    public interface TransactionImporter {
        int load(String csv) throws Exception;
    }
}

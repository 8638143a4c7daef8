// expect: CWE-209 @ 27
// note: catch block returns ResponseEntity.badRequest().body(e.toString()) with the SQL exception text
package com.budgetbook.imports;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ImportController {

    private static final Logger log = LoggerFactory.getLogger(ImportController.class);
    private final TransactionImporter importer;

    public ImportController(TransactionImporter importer) {
        this.importer = importer;
    }

    @PostMapping("/imports")
    public ResponseEntity<String> importCsv(@RequestBody String csv) {
        try {
            return ResponseEntity.ok(importer.load(csv) + " rows imported");
        } catch (Exception e) {
            return ResponseEntity.badRequest().body(e.toString());
        }
    }

    public interface TransactionImporter {
        int load(String csv) throws Exception;
    }
}

// expect: CWE-209 @ 25
// note: catch block returns e.getMessage() of a SQLException (table/constraint names) in the 400 response body
package com.hr.users.web;

import java.sql.SQLException;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UserImportController {
    private final UserImporter importer;

    public UserImportController(UserImporter importer) {
        this.importer = importer;
    }

    @PostMapping("/users/import")
    public ResponseEntity<String> importUsers(@RequestBody String csv) {
        try {
            return ResponseEntity.ok("imported " + importer.importCsv(csv));
        } catch (SQLException e) {
            return ResponseEntity.badRequest().body("import failed: " + e.getMessage());
        }
    }
}

interface UserImporter {
    int importCsv(String csv) throws SQLException;
}

// expect: CWE-89 @ 40
// note: tag names from an uploaded CSV concatenated into INSERT statements → Statement.addBatch
package com.mediavault.tags;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import javax.sql.DataSource;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class BulkTagImporter {

    private final DataSource dataSource;

    public BulkTagImporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @PostMapping("/admin/tags/import")
    public ResponseEntity<String> importTags(@RequestParam("file") MultipartFile file) throws Exception {
        int count = 0;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(file.getInputStream(), StandardCharsets.UTF_8));
             Connection con = dataSource.getConnection();
             Statement st = con.createStatement()) {
            String line;
            while ((line = reader.readLine()) != null) {
                String name = line.strip();
                if (name.isEmpty()) {
                    continue;
                }
                String slug = name.toLowerCase().replace(' ', '-');
                st.addBatch("INSERT INTO tag(name, slug) VALUES ('" + name + "', '" + slug + "')");
                count++;
            }
            st.executeBatch();
        }
        return ResponseEntity.ok(count + " tags imported");
    }
}

// expect: none (CWE-89 safe)
// note: tag names added with PreparedStatement.setString + addBatch
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
public class BulkTagWriter {

    private final DataSource dataSource;

    public BulkTagWriter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @PostMapping("/admin/tags/import")
    public ResponseEntity<String> importTags(@RequestParam("file") MultipartFile file) throws Exception {
        int count = 0;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(file.getInputStream(), StandardCharsets.UTF_8));
             Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement("INSERT INTO tag(name, slug) VALUES (?, ?)")) {
            String line;
            while ((line = reader.readLine()) != null) {
                String name = line.strip();
                if (name.isEmpty()) {
                    continue;
                }
                String slug = name.toLowerCase().replace(' ', '-');
                ps.setString(1, name);
                ps.setString(2, slug);
                ps.addBatch();
                count++;
            }
            ps.executeBatch();
        }
        return ResponseEntity.ok(count + " tags imported");
    }
}

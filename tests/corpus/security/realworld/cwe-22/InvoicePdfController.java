// expect: CWE-22 @ 26
// note: @RequestParam name appended to a file: location → FileSystemResource served as download
package com.ledgerly.web;

import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoicePdfController {

    private static final String PDF_DIR = "/var/ledgerly/invoices/";
    private final JdbcTemplate jdbc;

    public InvoicePdfController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/invoices/pdf")
    public ResponseEntity<Resource> pdf(@RequestParam String name) {
        Resource file = new FileSystemResource(PDF_DIR + name);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .body(file);
    }
}

// expect: none (CWE-22 safe)
// note: invoice looked up by numeric id; the file name comes from our database row, not the request
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
public class InvoicePdfDownloadController {

    private static final String PDF_DIR = "/var/ledgerly/invoices/";
    private final JdbcTemplate jdbc;

    public InvoicePdfDownloadController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/invoices/pdf")
    public ResponseEntity<Resource> pdf(@RequestParam long invoiceId) {
        String stored = jdbc.queryForObject("SELECT pdf_file FROM invoice WHERE id = ?", String.class, invoiceId);
        Resource file = new FileSystemResource(PDF_DIR + stored);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .body(file);
    }
}

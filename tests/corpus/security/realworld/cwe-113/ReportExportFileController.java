// expect: none (CWE-113 safe)
// note: Content-Disposition built with ContentDisposition.builder().filename(title, UTF_8), which encodes the value
package com.insightly.export;

import java.nio.charset.StandardCharsets;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportExportFileController {

    @GetMapping("/reports/export")
    public ResponseEntity<byte[]> export(@RequestParam String title) {
        byte[] csv = "region,revenue\nEU,100\n".getBytes(StandardCharsets.UTF_8);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment().filename(title + ".csv", StandardCharsets.UTF_8).build().toString())
                .body(csv);
    }
}

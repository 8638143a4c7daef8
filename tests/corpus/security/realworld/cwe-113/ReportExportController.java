// expect: CWE-113 @ 20
// note: @RequestParam title goes into ResponseEntity.header("Content-Disposition", ...) unsanitised
package com.insightly.export;

import java.nio.charset.StandardCharsets;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportExportController {

    @GetMapping("/reports/export")
    public ResponseEntity<byte[]> export(@RequestParam String title) {
        byte[] csv = "region,revenue\nEU,100\n".getBytes(StandardCharsets.UTF_8);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=" + title + ".csv")
                .body(csv);
    }
}

// expect: none (CWE-22 safe)
// note: @PathVariable is declared as UUID, so the path segment can only be a UUID string
package com.expensely.receipts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReceiptArchiveController {

    private final Path archive = Path.of("/data/expensely/receipts");

    @GetMapping("/receipts/{receiptId}")
    public ResponseEntity<byte[]> receipt(@PathVariable UUID receiptId) throws IOException {
        Path file = archive.resolve(receiptId + ".jpg");
        if (!Files.exists(file)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok().contentType(MediaType.IMAGE_JPEG).body(Files.readAllBytes(file));
    }
}

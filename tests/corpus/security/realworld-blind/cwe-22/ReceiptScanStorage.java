// expect: none (CWE-22 safe)
// note: uploaded receipt is stored under a server-generated UUID name; the original name is only kept as metadata
package com.expenses.receipts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class ReceiptScanStorage {
    private final Path storage = Path.of("/var/expenses/receipts");
    private final ReceiptMetadata metadata;

    public ReceiptScanStorage(ReceiptMetadata metadata) {
        this.metadata = metadata;
    }

    @PostMapping("/receipts")
    public UUID upload(@RequestParam("scan") MultipartFile scan) throws IOException {
        UUID id = UUID.randomUUID();
        Path target = storage.resolve(id + ".bin");
        Files.copy(scan.getInputStream(), target);
        metadata.save(id, scan.getOriginalFilename(), scan.getSize());
        return id;
    }
}

interface ReceiptMetadata {
    void save(UUID id, String originalName, long size);
}

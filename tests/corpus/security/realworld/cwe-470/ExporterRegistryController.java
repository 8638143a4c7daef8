// expect: none (CWE-470 safe)
// note: format looked up in a Map<String, Supplier<Exporter>> allow-list; unknown formats get 400
package com.insightly.export;

import java.util.Map;
import java.util.function.Supplier;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ExporterRegistryController {

    private static final Map<String, Supplier<Exporter>> EXPORTERS = Map.of(
            "csv", CsvExporter::new, "xlsx", XlsxExporter::new);

    @GetMapping("/export")
    public ResponseEntity<byte[]> export(@RequestParam String format) throws Exception {
        Supplier<Exporter> factory = EXPORTERS.get(format);
        if (factory == null) {
            return ResponseEntity.badRequest().build();
        }
        Exporter exporter = factory.get();
        return ResponseEntity.ok(exporter.export());
    }
}

interface Exporter {
    byte[] export();
}

class CsvExporter implements Exporter {
    public byte[] export() { return new byte[0]; }
}

class XlsxExporter implements Exporter {
    public byte[] export() { return new byte[0]; }
}

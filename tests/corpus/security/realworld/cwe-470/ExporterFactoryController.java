// expect: CWE-470 @ 17
// note: @RequestParam format used as a class name in Class.forName(...).getDeclaredConstructor().newInstance()
package com.insightly.export;

import java.util.Map;
import java.util.function.Supplier;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ExporterFactoryController {

    @GetMapping("/export")
    public ResponseEntity<byte[]> export(@RequestParam String format) throws Exception {
        Class<?> type = Class.forName("com.insightly.export." + format + "Exporter");
        Exporter exporter = (Exporter) type.getDeclaredConstructor().newInstance();
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

// expect: CWE-470 @ 17
// note: exporter class name from the request query string loaded with Class.forName and instantiated reflectively
package com.reports.export;

import java.lang.reflect.InvocationTargetException;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ExporterFactory {

    @GetMapping("/export")
    public byte[] export(@RequestParam("exporter") String exporterClass, @RequestParam long reportId)
            throws ReflectiveOperationException {
        Class<?> type = Class.forName(exporterClass);
        ReportExporter exporter = (ReportExporter) type.getDeclaredConstructor().newInstance();
        return exporter.export(reportId);
    }
}

interface ReportExporter {
    byte[] export(long reportId);
}

// expect: CWE-22 @ 17
// note: public service method builds a Path from a tenant id and report name parameters and deletes it with Files.deleteIfExists
package com.analytics.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.springframework.stereotype.Service;

@Service
public class ReportArchiveService {
    private final Path archiveRoot = Path.of("/srv/reports/archive");

    public boolean purge(String tenant, String reportName) throws IOException {
        Path report = archiveRoot.resolve(tenant).resolve(reportName + ".xlsx");
        return Files.deleteIfExists(report);
    }

    public long sizeOf(long reportId) throws IOException {
        return Files.size(archiveRoot.resolve("by-id").resolve(reportId + ".xlsx"));
    }
}

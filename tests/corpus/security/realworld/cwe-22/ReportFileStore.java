// expect: none (CWE-22 safe)
// note: only getFileName() of the argument is used, so directory components are dropped
package com.finreport.storage;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class ReportFileStore {

    private final File baseDir;

    public ReportFileStore(File baseDir) {
        this.baseDir = baseDir;
    }

    public byte[] load(String reportName) throws IOException {
        String safeName = Path.of(reportName).getFileName().toString();
        File report = new File(baseDir, safeName + ".pdf");
        return Files.readAllBytes(report.toPath());
    }
}

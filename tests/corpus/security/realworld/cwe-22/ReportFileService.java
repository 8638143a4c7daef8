// expect: CWE-22 @ 19
// note: public service method builds new File(baseDir, name) from its String argument and reads it
package com.finreport.storage;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class ReportFileService {

    private final File baseDir;

    public ReportFileService(File baseDir) {
        this.baseDir = baseDir;
    }

    public byte[] load(String reportName) throws IOException {
        File report = new File(baseDir, reportName + ".pdf");
        return Files.readAllBytes(report.toPath());
    }
}

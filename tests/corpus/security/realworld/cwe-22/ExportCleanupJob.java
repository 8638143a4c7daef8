// expect: none (CWE-22 safe)
// note: scheduled cleanup walks a configured directory; file names come from the file system, not users
package com.accountly.gdpr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ExportCleanupJob {

    private final Path exportDir;

    public ExportCleanupJob(@Value("${gdpr.export-dir}") String exportDir) {
        this.exportDir = Path.of(exportDir);
    }

    @Scheduled(fixedRate = 3_600_000)
    public void purgeOldExports() throws IOException {
        Instant cutoff = Instant.now().minus(Duration.ofDays(7));
        try (Stream<Path> files = Files.list(exportDir)) {
            for (Path p : files.toList()) {
                if (Files.getLastModifiedTime(p).toInstant().isBefore(cutoff)) {
                    Files.deleteIfExists(exportDir.resolve(p.getFileName()));
                }
            }
        }
    }
}

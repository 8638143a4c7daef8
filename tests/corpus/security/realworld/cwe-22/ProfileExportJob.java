// expect: CWE-22 @ 22
// note: file name read from a request header flows through Optional.map into Path.of → Files.deleteIfExists
package com.accountly.gdpr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProfileExportJob {

    @DeleteMapping("/me/export")
    public boolean discard(@RequestHeader("X-Export-File") Optional<String> exportFile) throws IOException {
        Optional<Path> target = exportFile.map(String::strip).map(f -> Path.of("/var/accountly/exports", f));
        if (target.isEmpty()) {
            return false;
        }
        return Files.deleteIfExists(target.get());
    }
}

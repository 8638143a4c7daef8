// expect: none (CWE-78 safe)
// note: the command is a constant argv array (df -h /data); nothing from the request reaches the process
package com.ops.monitoring;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DiskUsageReporter {
    private static final String[] DF = {"/bin/df", "-h", "/data"};

    @GetMapping(value = "/ops/disk", produces = "text/plain")
    public String diskUsage() throws IOException, InterruptedException {
        Process df = Runtime.getRuntime().exec(DF);
        String out = new String(df.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        df.waitFor();
        return out;
    }
}

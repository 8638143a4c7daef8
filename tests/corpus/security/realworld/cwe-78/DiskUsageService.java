// expect: CWE-78 @ 18
// hotspot: CWE-78 @ 24
// note: DiskUsageService.usage passes "df -h " + mount to ShellRunner.run, which runs it via sh -c; ShellRunner itself is a hotspot
package com.hostwatch.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

public class DiskUsageService {

    private final ShellRunner shell;

    public DiskUsageService(ShellRunner shell) {
        this.shell = shell;
    }

    public String usage(String mountPoint) throws IOException {
        return shell.run("df -h " + mountPoint);
    }
}

class ShellRunner {
    String run(String commandLine) throws IOException {
        Process p = new ProcessBuilder("/bin/sh", "-c", commandLine).start();
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}

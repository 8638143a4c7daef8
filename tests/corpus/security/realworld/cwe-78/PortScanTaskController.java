// expect: none (CWE-78 safe)
// note: options filtered through a fixed allow-list of flags; target validated as IPv4; run with an argument list
package com.secops.recon;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PortScanTaskController {

    private static final Set<String> ALLOWED_FLAGS = Set.of("-sT", "-sV", "-Pn", "-F", "-T3");

    @PostMapping("/scans")
    public long start(@RequestBody ScanRequest request) throws IOException {
        if (!request.target().matches("(\\d{1,3}\\.){3}\\d{1,3}")) {
            throw new IllegalArgumentException("target must be an IPv4 address");
        }
        List<String> command = new ArrayList<>();
        command.add("/usr/bin/nmap");
        request.options().stream().filter(ALLOWED_FLAGS::contains).forEach(command::add);
        command.add(request.target());
        return new ProcessBuilder(command).start().pid();
    }

    public record ScanRequest(String target, List<String> options) {}
}

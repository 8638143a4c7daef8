// expect: none (CWE-78 safe)
// note: host validated as hostname/IP with regex and passed as a separate argument, no shell
package com.opsconsole.diagnostics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;

@Service
public class NetworkProbeService {

    private static final Pattern HOST = Pattern.compile("^[a-zA-Z0-9]([a-zA-Z0-9.-]{0,251}[a-zA-Z0-9])?$");

    public String ping(String host) throws IOException {
        if (!HOST.matcher(host).matches()) {
            throw new IllegalArgumentException("invalid host");
        }
        ProcessBuilder pb = new ProcessBuilder("/bin/ping", "-c", "3", host);
        pb.redirectErrorStream(true);
        Process process = pb.start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream()))) {
            return out.lines().collect(Collectors.joining("\n"));
        }
    }
}

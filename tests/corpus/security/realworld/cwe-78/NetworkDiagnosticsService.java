// expect: CWE-78 @ 17
// note: public service method puts host into "sh -c ping ..." via ProcessBuilder
package com.opsconsole.diagnostics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;

@Service
public class NetworkDiagnosticsService {


    public String ping(String host) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "ping -c 3 " + host);
        pb.redirectErrorStream(true);
        Process process = pb.start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream()))) {
            return out.lines().collect(Collectors.joining("\n"));
        }
    }
}

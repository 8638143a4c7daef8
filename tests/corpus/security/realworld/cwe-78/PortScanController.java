// expect: CWE-78 @ 20
// note: @RequestBody list of nmap options joined with String.join into one command string → Runtime.exec(String)
package com.secops.recon;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PortScanController {


    @PostMapping("/scans")
    public long start(@RequestBody ScanRequest request) throws IOException {
        String command = "nmap " + String.join(" ", request.options()) + " " + request.target();
        return Runtime.getRuntime().exec(command).pid();
    }

    public record ScanRequest(String target, List<String> options) {}
}

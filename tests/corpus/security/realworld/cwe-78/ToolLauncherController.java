// expect: none (CWE-78 safe)
// note: tool name mapped to an absolute path through an enum; unknown names throw before ProcessBuilder
package com.devportal.tools;

import java.io.IOException;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ToolLauncherController {

    enum Tool {
        JAVA_VERSION("/usr/bin/java"), MVN_VERSION("/usr/bin/mvn"), NODE_VERSION("/usr/bin/node");
        final String binary;
        Tool(String binary) { this.binary = binary; }
    }

    @GetMapping("/tools/version")
    public String version(@RequestParam String tool) throws IOException {
        List<String> cmd = List.of(Tool.valueOf(tool).binary, "--version");
        Process process = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        return new String(process.getInputStream().readAllBytes()).lines().findFirst().orElse("");
    }
}

// expect: CWE-78 @ 17
// note: @RequestParam tool name is used as the program of ProcessBuilder (attacker picks any executable)
package com.devportal.tools;

import java.io.IOException;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ToolRunnerController {

    @GetMapping("/tools/version")
    public String version(@RequestParam String tool) throws IOException {
        List<String> cmd = List.of(tool, "--version");
        Process process = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        return new String(process.getInputStream().readAllBytes()).lines().findFirst().orElse("");
    }
}

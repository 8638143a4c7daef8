// expect: CWE-78 @ 26
// note: @PathVariable tool name chosen by the client is the program name given to ProcessBuilder.command(..)
package com.ci.agent.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ScriptRunnerController {

    @PostMapping("/agent/tools/{tool}/run")
    public ResponseEntity<Integer> run(@PathVariable String tool, @RequestBody RunRequest body)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(tool);
        cmd.addAll(body.arguments());
        ProcessBuilder pb = new ProcessBuilder();
        pb.directory(new java.io.File("/opt/agent/workspace"));
        pb.command(cmd);
        Process process = pb.start();
        return ResponseEntity.ok(process.waitFor());
    }
}

record RunRequest(List<String> arguments) {
}

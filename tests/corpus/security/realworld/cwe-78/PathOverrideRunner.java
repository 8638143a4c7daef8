// expect: CWE-78 @ 16
// note: @RequestHeader value becomes the PATH environment entry for the child → Runtime.exec(String[], String[])
package com.labs.notebook;

import java.io.IOException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PathOverrideRunner {

    @PostMapping("/kernels/restart")
    public String restart(@RequestHeader(value = "X-Toolchain-Path", defaultValue = "/usr/bin") String toolchain) throws IOException {
        String[] env = {"PATH=" + toolchain + ":/usr/bin:/bin", "LANG=C.UTF-8"};
        Process process = Runtime.getRuntime().exec(new String[] {"jupyter", "kernel", "--restart"}, env);
        return "restarting pid " + process.pid();
    }
}

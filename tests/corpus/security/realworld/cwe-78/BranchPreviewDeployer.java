// expect: CWE-78 @ 23
// note: branch name from a webhook body interpolated into a bash script text block with formatted() → ProcessBuilder(bash -c)
package com.previewops.deploy;

import java.io.IOException;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BranchPreviewDeployer {

    @PostMapping("/hooks/push")
    public void onPush(@RequestBody Map<String, Object> webhook) throws IOException {
        String branch = String.valueOf(webhook.get("ref")).replace("refs/heads/", "");
        String script = """
                set -e
                cd /srv/previews
                git fetch origin %s
                git worktree add preview-%s origin/%s
                """.formatted(branch, branch, branch);
        new ProcessBuilder("bash", "-c", script).inheritIO().start();
    }
}

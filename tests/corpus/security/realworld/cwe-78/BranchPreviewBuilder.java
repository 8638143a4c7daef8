// expect: none (CWE-78 safe)
// note: branch validated against a ref-name regex and passed to the script as a positional argument ($1), not spliced into it
package com.previewops.deploy;

import java.io.IOException;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BranchPreviewBuilder {

    @PostMapping("/hooks/push")
    public void onPush(@RequestBody Map<String, Object> webhook) throws IOException {
        String branch = String.valueOf(webhook.get("ref")).replace("refs/heads/", "");
        if (!branch.matches("[A-Za-z0-9._/-]{1,80}") || branch.contains("..")) {
            return;
        }
        String script = """
                set -e
                cd /srv/previews
                git fetch origin "$1"
                git worktree add "preview-${1//\\//-}" "origin/$1"
                """;
        new ProcessBuilder("bash", "-c", script, "preview", branch).inheritIO().start();
    }
}

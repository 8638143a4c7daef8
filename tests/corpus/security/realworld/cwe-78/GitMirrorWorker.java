// expect: none (CWE-78 safe)
// note: repository URL must match https://git.internal.example/<org>/<repo>.git and is passed as an array element
package com.codehost.mirror;

import java.io.File;
import java.io.IOException;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class GitMirrorWorker {

    private final File workRoot = new File("/srv/mirrors");

    @KafkaListener(topics = "repo.mirror-requested")
    public void mirror(String repoUrl) throws IOException, InterruptedException {
        if (!repoUrl.matches("https://git\\.internal\\.example/[\\w-]+/[\\w.-]+\\.git")) {
            return;
        }
        String[] env = {"GIT_TERMINAL_PROMPT=0", "HOME=/srv/mirrors"};
        Process git = Runtime.getRuntime().exec(new String[] {"git", "clone", "--mirror", "--", repoUrl}, env, workRoot);
        git.waitFor();
    }
}

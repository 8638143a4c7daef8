// expect: CWE-78 @ 18
// note: Kafka payload repository URL concatenated into a git clone shell string → Runtime.exec(String, String[], File)
package com.codehost.mirror;

import java.io.File;
import java.io.IOException;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class GitMirrorListener {

    private final File workRoot = new File("/srv/mirrors");

    @KafkaListener(topics = "repo.mirror-requested")
    public void mirror(String repoUrl) throws IOException, InterruptedException {
        String[] env = {"GIT_TERMINAL_PROMPT=0", "HOME=/srv/mirrors"};
        Process git = Runtime.getRuntime().exec("git clone --mirror " + repoUrl, env, workRoot);
        git.waitFor();
    }
}

// expect: none (CWE-78 safe)
// note: repository name from the message is checked against a strict regex with early exit and passed as a separate argv element to a fixed git binary, no shell
package dev.forge.mirror;

import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class GitMirrorJob {
    private static final Pattern REPO_NAME = Pattern.compile("^[a-z0-9][a-z0-9._-]{0,62}$");
    private static final File MIRROR_ROOT = new File("/srv/mirrors");

    @RabbitListener(queues = "mirror.refresh")
    public void refresh(MirrorRequest request) throws IOException, InterruptedException {
        String repo = request.repository();
        if (repo == null || !REPO_NAME.matcher(repo).matches()) {
            return;
        }
        List<String> argv = List.of("/usr/bin/git", "-C", new File(MIRROR_ROOT, repo + ".git").getPath(), "remote", "update", "--prune");
        Process git = new ProcessBuilder(argv).inheritIO().start();
        git.waitFor();
    }
}

record MirrorRequest(String repository, String requestedBy) {
}

// expect: none (CWE-78 safe)
// note: only the numeric build id from the message is placed in the environment after parsing
package com.buildfarm.hooks;

import java.io.IOException;
import java.util.Map;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class PluginHookExecutor {

    @RabbitListener(queues = "builds.finished")
    public void onBuildFinished(Map<String, String> event) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("/opt/buildfarm/hooks/post-build.sh");
        long buildId = Long.parseLong(event.get("buildId"));
        pb.environment().put("BUILD_ID", Long.toString(buildId));
        pb.inheritIO();
        pb.start();
    }
}

// expect: CWE-78 @ 19
// note: RabbitMQ message sets an environment variable from payload then runs a hook script (untrusted env entry) → ProcessBuilder.start
package com.buildfarm.hooks;

import java.io.IOException;
import java.util.Map;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class PluginHookRunner {

    @RabbitListener(queues = "builds.finished")
    public void onBuildFinished(Map<String, String> event) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("/opt/buildfarm/hooks/post-build.sh");
        pb.environment().put(event.get("envName"), event.get("envValue"));
        pb.environment().put("BUILD_ID", event.get("buildId"));
        pb.inheritIO();
        pb.start();
    }
}

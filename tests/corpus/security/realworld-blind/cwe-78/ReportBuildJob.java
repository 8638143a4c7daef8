// expect: CWE-78 @ 21
// note: JMS message sets an environment variable (LD_PRELOAD-style) in the ProcessBuilder environment of a fixed report binary
package com.reporting.batch;

import java.io.IOException;
import java.util.Map;

import jakarta.jms.JMSException;
import jakarta.jms.MapMessage;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;

public class ReportBuildJob implements MessageListener {

    @Override
    public void onMessage(Message message) {
        try {
            MapMessage map = (MapMessage) message;
            ProcessBuilder builder = new ProcessBuilder("/opt/reports/bin/build-report", "--quarterly");
            Map<String, String> env = builder.environment();
            env.put(map.getString("envName"), map.getString("envValue"));
            builder.start();
        } catch (JMSException | IOException e) {
            throw new IllegalStateException("report build failed", e);
        }
    }
}

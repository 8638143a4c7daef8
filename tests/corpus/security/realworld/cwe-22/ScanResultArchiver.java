// expect: none (CWE-22 safe)
// note: JMS header is only logged; file name built from the numeric scan id
package com.vulnscan.results;

import jakarta.jms.JMSException;
import jakarta.jms.TextMessage;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class ScanResultArchiver {

    private final Path outputDir = Path.of("/var/vulnscan/reports");

    @JmsListener(destination = "scan.completed")
    public void store(TextMessage message) throws JMSException, IOException {
        long scanId = message.getLongProperty("scanId");
        Path target = outputDir.resolve("scan-" + scanId + ".json");
        try (BufferedWriter writer = Files.newBufferedWriter(target)) {
            writer.write(message.getText());
        }
    }
}

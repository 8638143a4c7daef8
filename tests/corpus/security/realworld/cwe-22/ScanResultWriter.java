// expect: CWE-22 @ 23
// note: JMS header "reportName" used as file name → Files.newBufferedWriter(outputDir.resolve(name))
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
public class ScanResultWriter {

    private final Path outputDir = Path.of("/var/vulnscan/reports");

    @JmsListener(destination = "scan.completed")
    public void store(TextMessage message) throws JMSException, IOException {
        String reportName = message.getStringProperty("reportName");
        Path target = outputDir.resolve(reportName);
        try (BufferedWriter writer = Files.newBufferedWriter(target)) {
            writer.write(message.getText());
        }
    }
}

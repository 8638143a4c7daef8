// expect: CWE-22 @ 28
// note: Kafka event carries an export file name; the listener writes the CSV with Files.newBufferedWriter(exportDir.resolve(name))
package com.fintech.exports;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.messaging.handler.annotation.Payload;
import org.springframework.stereotype.Component;

@Component
public class ExportFileWriter {
    private final Path exportDir = Path.of("/data/exports");
    private final TransactionQueries queries;

    public ExportFileWriter(TransactionQueries queries) {
        this.queries = queries;
    }

    @KafkaListener(topics = "exports.requested")
    public void onExportRequested(@Payload ExportRequested event) throws IOException {
        List<String> rows = queries.csvRowsForAccount(event.accountId());
        Path target = exportDir.resolve(event.fileName());
        try (BufferedWriter writer = Files.newBufferedWriter(target)) {
            writer.write("date;amount;counterparty");
            writer.newLine();
            for (String row : rows) {
                writer.write(row);
                writer.newLine();
            }
        }
    }
}

record ExportRequested(long accountId, String fileName) {
}

interface TransactionQueries {
    List<String> csvRowsForAccount(long accountId);
}

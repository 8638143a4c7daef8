// expect: none (CWE-22 safe)
// note: Kafka message carries a dataset UUID which is parsed (UUID.fromString) before building the path
package com.datalake.retention;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.Stream;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class DatasetCleanupListener {

    private static final String ROOT = "/data/lake";

    @KafkaListener(topics = "datasets.expired")
    public void onExpired(String dataset) throws IOException {
        UUID id = UUID.fromString(dataset.trim());
        Path dir = Path.of(ROOT, id.toString());
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}

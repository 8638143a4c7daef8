// expect: CWE-22 @ 21
// note: Kafka message dataset path deleted recursively → Files.walk + Files.delete on Path.of(root, path)
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
public class DatasetDeleteListener {

    private static final String ROOT = "/data/lake";

    @KafkaListener(topics = "datasets.expired")
    public void onExpired(String dataset) throws IOException {
        Path dir = Path.of(ROOT, dataset);
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}

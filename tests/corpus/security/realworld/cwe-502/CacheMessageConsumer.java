// expect: none (CWE-502 safe)
// note: Kafka listener parses the byte[] payload as JSON into a CacheInvalidation record
package com.catalogsvc.cache;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import com.fasterxml.jackson.databind.ObjectMapper;

@Component
public class CacheMessageConsumer {

    private final ProductCache cache;
    private final ObjectMapper mapper = new ObjectMapper();

    public CacheMessageConsumer(ProductCache cache) {
        this.cache = cache;
    }

    @KafkaListener(topics = "catalog.cache-invalidate")
    public void onMessage(byte[] payload) throws IOException, ClassNotFoundException {
        CacheInvalidation event = mapper.readValue(payload, CacheInvalidation.class);
        cache.evict(event.productId());
    }

    public record CacheInvalidation(long productId, String reason) implements java.io.Serializable {}

    public interface ProductCache {
        void evict(long productId);
    }
}

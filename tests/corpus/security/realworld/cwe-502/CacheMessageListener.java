// expect: CWE-502 @ 23
// note: Kafka listener receives byte[] and deserializes it with ObjectInputStream to refresh a cache entry
package com.catalogsvc.cache;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class CacheMessageListener {

    private final ProductCache cache;

    public CacheMessageListener(ProductCache cache) {
        this.cache = cache;
    }

    @KafkaListener(topics = "catalog.cache-invalidate")
    public void onMessage(byte[] payload) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            CacheInvalidation event = (CacheInvalidation) in.readObject();
            cache.evict(event.productId());
        }
    }

    public record CacheInvalidation(long productId, String reason) implements java.io.Serializable {}

    public interface ProductCache {
        void evict(long productId);
    }
}

// expect: CWE-470 @ 21
// note: Kafka header names the codec class; ClassLoader.loadClass is called on it and the class instantiated
package com.stream.codecs;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class SerializerRegistryListener {
    private final PayloadSink sink;

    public SerializerRegistryListener(PayloadSink sink) {
        this.sink = sink;
    }

    @KafkaListener(topics = "ingest.raw")
    public void onRecord(ConsumerRecord<String, byte[]> record) throws ReflectiveOperationException {
        String codecClass = new String(record.headers().lastHeader("codec").value());
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        Class<?> codecType = loader.loadClass(codecClass);
        PayloadCodec codec = (PayloadCodec) codecType.getDeclaredConstructor().newInstance();
        sink.accept(codec.decode(record.value()));
    }
}

interface PayloadCodec {
    Object decode(byte[] bytes);
}

interface PayloadSink {
    void accept(Object payload);
}

// expect: none (CWE-611 safe)
// note: XMLInputFactory with SUPPORT_DTD false and external entities off reads a config bundle posted over Kafka
package com.iot.fleet.config;

import java.io.StringReader;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class ConfigBundleValidator {
    private final XMLInputFactory factory;
    private final DeviceConfigStore store;

    public ConfigBundleValidator(DeviceConfigStore store) {
        this.store = store;
        this.factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    }

    @KafkaListener(topics = "fleet.config")
    public void onBundle(String xml) throws XMLStreamException {
        XMLStreamReader reader = factory.createXMLStreamReader(new StringReader(xml));
        int elements = 0;
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamReader.START_ELEMENT) {
                elements++;
            }
        }
        store.recordValidated(elements);
    }
}

interface DeviceConfigStore {
    void recordValidated(int elementCount);
}

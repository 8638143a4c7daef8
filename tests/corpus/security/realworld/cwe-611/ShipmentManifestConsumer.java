// expect: none (CWE-611 safe)
// note: dom4j SAXReader configured with disallow-doctype-decl before reading the JMS XML
package com.fleetline.manifests;

import jakarta.jms.JMSException;
import jakarta.jms.TextMessage;
import java.io.StringReader;
import org.dom4j.Document;
import org.dom4j.io.SAXReader;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class ShipmentManifestConsumer {

    private final ShipmentManifestListener.ManifestStore store;

    public ShipmentManifestConsumer(ShipmentManifestListener.ManifestStore store) {
        this.store = store;
    }

    @JmsListener(destination = "carrier.manifests.v2")
    public void onManifest(TextMessage message) throws Exception {
        SAXReader reader = new SAXReader();
        reader.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document manifest = reader.read(new StringReader(message.getText()));
        store.save(manifest.getRootElement().attributeValue("id"), manifest.asXML());
    }
}

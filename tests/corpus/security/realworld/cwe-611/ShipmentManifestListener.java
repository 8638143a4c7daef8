// expect: CWE-611 @ 26
// note: JMS text message (carrier manifest XML) parsed with dom4j SAXReader defaults
package com.fleetline.manifests;

import jakarta.jms.JMSException;
import jakarta.jms.TextMessage;
import java.io.StringReader;
import org.dom4j.Document;
import org.dom4j.DocumentException;
import org.dom4j.io.SAXReader;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class ShipmentManifestListener {

    private final ManifestStore store;

    public ShipmentManifestListener(ManifestStore store) {
        this.store = store;
    }

    @JmsListener(destination = "carrier.manifests")
    public void onManifest(TextMessage message) throws JMSException, DocumentException {
        SAXReader reader = new SAXReader();
        Document manifest = reader.read(new StringReader(message.getText()));
        store.save(manifest.getRootElement().attributeValue("id"), manifest.asXML());
    }

    public interface ManifestStore {
        void save(String id, String xml);
    }
}

// expect: CWE-611 @ 21
// note: Kafka XML payload parsed with an XMLReader from a default SAXParserFactory
package com.marketplace.partners.catalog;

import java.io.StringReader;
import javax.xml.parsers.SAXParserFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.xml.sax.InputSource;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

@Component
public class PartnerCatalogXmlListener {

    @KafkaListener(topics = "partner.catalog.xml")
    public void onCatalog(String xml) throws Exception {
        SAXParserFactory spf = SAXParserFactory.newInstance();
        XMLReader reader = spf.newSAXParser().getXMLReader();
        reader.setContentHandler(new DefaultHandler());
        reader.parse(new InputSource(new StringReader(xml)));
    }
}

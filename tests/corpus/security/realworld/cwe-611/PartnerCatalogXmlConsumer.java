// expect: none (CWE-611 safe)
// note: XMLReader from a SAXParserFactory with disallow-doctype-decl and FEATURE_SECURE_PROCESSING set
package com.marketplace.partners.catalog;

import java.io.StringReader;
import javax.xml.XMLConstants;
import javax.xml.parsers.SAXParserFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.xml.sax.InputSource;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

@Component
public class PartnerCatalogXmlConsumer {

    @KafkaListener(topics = "partner.catalog.xml")
    public void onCatalog(String xml) throws Exception {
        SAXParserFactory spf = SAXParserFactory.newInstance();
        spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        spf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        XMLReader reader = spf.newSAXParser().getXMLReader();
        reader.setContentHandler(new DefaultHandler());
        reader.parse(new InputSource(new StringReader(xml)));
    }
}

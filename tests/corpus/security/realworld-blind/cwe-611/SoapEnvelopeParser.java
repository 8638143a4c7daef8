// expect: none (CWE-611 safe)
// note: DocumentBuilderFactory has disallow-doctype-decl set, external entities off and XInclude disabled before parsing the request body
package com.gateway.soap;

import java.io.IOException;
import java.io.StringReader;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

public class SoapEnvelopeParser {
    private final DocumentBuilderFactory factory;

    public SoapEnvelopeParser() throws ParserConfigurationException {
        factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        factory.setNamespaceAware(true);
    }

    public Document parse(String envelope) throws ParserConfigurationException, IOException, SAXException {
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(envelope)));
    }
}

// expect: none (CWE-611 safe)
// note: SAXParserFactory with external-general/parameter-entities and load-external-dtd disabled
package com.integrations.soap;

import java.io.StringReader;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

public class SoapFaultReader {

    public String faultString(String soapXml) throws Exception {
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        SAXParser parser = factory.newSAXParser();
        StringBuilder fault = new StringBuilder();
        parser.parse(new InputSource(new StringReader(soapXml)), new DefaultHandler() {
            private boolean inFault;

            @Override
            public void startElement(String uri, String local, String qName, Attributes attrs) {
                inFault = qName.endsWith("faultstring");
            }

            @Override
            public void characters(char[] ch, int start, int length) {
                if (inFault) {
                    fault.append(ch, start, length);
                }
            }
        });
        return fault.toString();
    }
}

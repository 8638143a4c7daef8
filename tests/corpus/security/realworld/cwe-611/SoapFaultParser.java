// expect: CWE-611 @ 18
// note: public parser method reads an XML String with SAXParserFactory defaults (external entities resolved)
package com.integrations.soap;

import java.io.StringReader;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

public class SoapFaultParser {

    public String faultString(String soapXml) throws Exception {
        SAXParserFactory factory = SAXParserFactory.newInstance();
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

// expect: none (CWE-611 safe)
// note: JDOM SAXBuilder with XMLReaders.NONVALIDATING and expandEntities(false) plus disallow-doctype-decl
package com.commonkit.xml;

import java.io.StringReader;
import org.jdom2.Document;
import org.jdom2.input.SAXBuilder;
import org.jdom2.input.sax.XMLReaders;

public class ConfigXmlReader {

    public Document load(String xml) throws Exception {
        SAXBuilder builder = new SAXBuilder(XMLReaders.NONVALIDATING);
        builder.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        builder.setExpandEntities(false);
        return builder.build(new StringReader(xml));
    }
}

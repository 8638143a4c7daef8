// expect: CWE-611 @ 13
// note: JDOM SAXBuilder default build() on an XML string passed to a public method
package com.commonkit.xml;

import java.io.StringReader;
import org.jdom2.Document;
import org.jdom2.input.SAXBuilder;

public class ConfigXmlLoader {

    public Document load(String xml) throws Exception {
        SAXBuilder builder = new SAXBuilder();
        return builder.build(new StringReader(xml));
    }
}

// expect: CWE-643 @ 13
// note: public method builds an XPath to an attribute whose name is a String parameter
package com.sso.saml;

import java.util.Map;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class SamlAttributeReader {

    public String attribute(Document assertion, String attributeName) throws Exception {
        String expr = "//*[local-name()='Attribute'][@Name='" + attributeName + "']/*[local-name()='AttributeValue']";
        return XPathFactory.newInstance().newXPath().evaluate(expr, assertion);
    }
}

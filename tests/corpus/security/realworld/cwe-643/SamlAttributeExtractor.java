// expect: none (CWE-643 safe)
// note: attribute names restricted to the known SAML attribute names map before building the XPath
package com.sso.saml;

import java.util.Map;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class SamlAttributeExtractor {

    private static final Map<String, String> KNOWN = Map.of(
            "email", "urn:oid:0.9.2342.19200300.100.1.3",
            "displayName", "urn:oid:2.16.840.1.113730.3.1.241",
            "groups", "urn:oid:1.3.6.1.4.1.5923.1.5.1.1");

    public String attribute(Document assertion, String attributeName) throws Exception {
        String oid = KNOWN.get(attributeName);
        if (oid == null) {
            throw new IllegalArgumentException("unknown attribute");
        }
        String expr = "//*[local-name()='Attribute'][@Name='" + oid + "']/*[local-name()='AttributeValue']";
        return XPathFactory.newInstance().newXPath().evaluate(expr, assertion);
    }
}

// expect: CWE-643 @ 17
// note: library helper's public method compiles an XPath from a caller-supplied element name and attribute value
package com.commonkit.xml;

import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

public final class InventoryXPathQuery {

    private InventoryXPathQuery() {}

    public static NodeList select(Node root, String element, String attribute, String value) throws Exception {
        String expression = String.join("", "//", element, "[@", attribute, "='", value, "']");
        XPathExpression compiled = XPathFactory.newInstance().newXPath().compile(expression);
        return (NodeList) compiled.evaluate(root, XPathConstants.NODESET);
    }
}

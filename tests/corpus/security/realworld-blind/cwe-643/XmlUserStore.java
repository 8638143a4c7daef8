// expect: CWE-643 @ 23
// note: public method compiles an XPath built from username and password parameters (authentication bypass via ' or '1'='1)
package com.kiosk.auth;

import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Node;

public class XmlUserStore {
    private final Document users;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    public XmlUserStore(Document users) {
        this.users = users;
    }

    public boolean authenticate(String username, String passwordHash) throws XPathExpressionException {
        XPathExpression query = xpath.compile(
                "//user[name/text()='" + username + "' and hash/text()='" + passwordHash + "']");
        Node match = (Node) query.evaluate(users, XPathConstants.NODE);
        return match != null;
    }
}

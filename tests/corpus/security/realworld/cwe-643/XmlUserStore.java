// expect: CWE-643 @ 22
// note: public method checks credentials with an XPath built from username and password strings (XPath.compile)
package com.legacyapp.users;

import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

public class XmlUserStore {

    private final Document users;

    public XmlUserStore(Document users) {
        this.users = users;
    }

    public boolean matches(String username, String passwordHash) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        XPathExpression expr = xpath.compile("//user[name/text()='" + username + "' and hash/text()='" + passwordHash + "']");
        Node hit = (Node) expr.evaluate(users, XPathConstants.NODE);
        return hit != null;
    }
}

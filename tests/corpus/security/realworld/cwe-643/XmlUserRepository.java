// expect: none (CWE-643 safe)
// note: credentials looked up with a compiled XPath using $user and $pass variables
package com.legacyapp.users;

import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

public class XmlUserRepository {

    private final Document users;

    public XmlUserRepository(Document users) {
        this.users = users;
    }

    public boolean matches(String username, String passwordHash) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(q -> switch (q.getLocalPart()) {
            case "user" -> username;
            case "pass" -> passwordHash;
            default -> null;
        });
        XPathExpression expr = xpath.compile("//user[name/text()=$user and hash/text()=$pass]");
        Node hit = (Node) expr.evaluate(users, XPathConstants.NODE);
        return hit != null;
    }
}

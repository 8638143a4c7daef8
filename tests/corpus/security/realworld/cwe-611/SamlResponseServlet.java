// expect: CWE-611 @ 19
// note: servlet parses the posted XML body (request.getInputStream) with a namespace-aware default DocumentBuilder
package com.sso.legacy;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;

public class SamlResponseServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            Document assertion = dbf.newDocumentBuilder().parse(req.getInputStream());
            String subject = assertion.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "NameID").item(0).getTextContent();
            req.getSession().setAttribute("ssoSubjectLength", subject.length());
            resp.sendRedirect("/home");
        } catch (Exception e) {
            resp.sendError(400);
        }
    }
}

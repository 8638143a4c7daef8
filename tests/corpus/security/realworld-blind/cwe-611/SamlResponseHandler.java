// expect: none (CWE-611 safe)
// note: SAXParserFactory with disallow-doctype-decl and external entity features disabled parses the posted SAML response
package com.sso.saml;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

public class SamlResponseHandler extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) {
        try {
            byte[] xml = Base64.getDecoder().decode(req.getParameter("SAMLResponse"));
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            spf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            spf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            spf.setNamespaceAware(true);
            SAXParser parser = spf.newSAXParser();
            IssuerCollector collector = new IssuerCollector();
            parser.parse(new ByteArrayInputStream(xml), collector);
            resp.setStatus(collector.issuer.isEmpty() ? 400 : 204);
        } catch (Exception e) {
            resp.setStatus(400);
        }
    }
}

class IssuerCollector extends DefaultHandler {
    final StringBuilder issuer = new StringBuilder();
    private boolean inIssuer;

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        inIssuer = "Issuer".equals(localName);
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (inIssuer) {
            issuer.append(ch, start, length);
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        inIssuer = false;
    }
}

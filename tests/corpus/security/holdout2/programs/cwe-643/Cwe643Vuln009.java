// expect: CWE-643
// source: @CookieValue("pref") (Spring); flow: direct; sink: boolean() login check built by concatenation

package corpus.security;

import java.io.IOException;
import java.io.InputStream;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@RestController
@RequestMapping("/h2/cwe643")
public class Cwe643Vuln009 {
    @GetMapping("/vuln009")
    public void handle(@CookieValue(value = "pref", defaultValue = "") String input, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String bar = input;
        Document doc;
        try (InputStream xml = Thread.currentThread().getContextClassLoader().getResourceAsStream("data/users.xml")) {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            doc = dbf.newDocumentBuilder().parse(xml);
        } catch (ParserConfigurationException | SAXException e) {
            throw new ServletException(e);
        }
        XPath xp = XPathFactory.newInstance().newXPath();
        try {
            String q = "boolean(//user[name='" + bar + "' and active='true'])";
            Boolean ok = (Boolean) xp.evaluate(q, doc, XPathConstants.BOOLEAN);
            response.getWriter().println(ok ? "active" : "inactive");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

// expect: none (CWE-643 safe)
// safe: XPathVariableResolver binds $name; the query is constant (source @PathVariable("name") (Spring); flow: StringBuilder)

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
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@RestController
@RequestMapping("/h2/cwe643")
public class Cwe643Safe011 {
    @GetMapping("/safe011/{name}")
    public void handle(@PathVariable("name") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        StringBuilder sb = new StringBuilder();
        sb.append(param);
        String arg = sb.toString();
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
            final String lookup = arg;
            xp.setXPathVariableResolver(v -> "name".equals(v.getLocalPart()) ? lookup : null);
            String role = xp.evaluate("/users/user[@name=$name]/role", doc);
            response.getWriter().println(role.isEmpty() ? "no role" : "role found");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

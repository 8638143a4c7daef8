// expect: none (CWE-643 safe)
// safe: switch on a constant never reaches the tainted case (source @PathVariable("name") (Spring); sink: XPath.evaluate("/users/user[@name='" + cleaned + "']/role"))

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
public class Cwe643Safe006 {
    @GetMapping("/safe006/{name}")
    public void handle(@PathVariable("name") String received, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String cleaned;
        int mode = 1;
        switch (mode) {
            case 1:
                cleaned = "default";
                break;
            case 2:
                cleaned = received;
                break;
            default:
                cleaned = "other";
                break;
        }
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
            String role = xp.evaluate("/users/user[@name='" + cleaned + "']/role", doc);
            response.getWriter().println(role.isEmpty() ? "no role" : "role found");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

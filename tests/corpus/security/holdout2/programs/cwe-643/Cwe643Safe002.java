// expect: none (CWE-643 safe)
// safe: Optional.filter(allow-list).orElse(constant) (source first line of the body (getReader); sink: XPath.compile(concat).evaluate(NODESET))

package corpus.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

@WebServlet("/h2/cwe643/safe002")
public class Cwe643Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> LANGS = Set.of("en", "de", "fr");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            userValue = line == null ? "" : line.trim();
        }
        String cleaned = Optional.ofNullable(userValue).filter(LANGS::contains).orElse("en");
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
            XPathExpression expr = xp.compile("//account[id='" + cleaned + "']");
            NodeList nodes = (NodeList) expr.evaluate(doc, XPathConstants.NODESET);
            response.getWriter().println("accounts: " + nodes.getLength());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

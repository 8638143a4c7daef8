// expect: none (CWE-643 safe)
// safe: Map: reads a different (constant) key (source getParameter("name"); sink: XPath.compile(concat).evaluate(NODESET))

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

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

@WebServlet("/h2/cwe643/safe012")
public class Cwe643Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = request.getParameter("name");
        if (raw == null) {
            raw = "";
        }
        Map<String, String> fields = new HashMap<>();
        fields.put("input", raw);
        fields.put("mode", "read");
        String selected = fields.get("mode");
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
            XPathExpression expr = xp.compile("//account[id='" + selected + "']");
            NodeList nodes = (NodeList) expr.evaluate(doc, XPathConstants.NODESET);
            response.getWriter().println("accounts: " + nodes.getLength());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

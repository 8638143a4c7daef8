// expect: CWE-643
// source: getParameterMap().get("user")[0]; flow: split()[0]; sink: String.format XPath count() query

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
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
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@WebServlet("/h2/cwe643/vuln003")
public class Cwe643Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String raw = userValues == null ? "" : userValues[0];
        String[] tokens = raw.split(";");
        String cleaned = tokens[0];
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
            String q = String.format("count(//order[customer=\"%s\"])", cleaned);
            Double n = (Double) xp.evaluate(q, doc, XPathConstants.NUMBER);
            response.getWriter().println("orders: " + n.intValue());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

// expect: none (CWE-643 safe)
// safe: ternary on a constant always picks the literal (source getParameterMap().get("user")[0]; sink: boolean() login check built by concatenation [sink inside private method queryDocument()])

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

@WebServlet("/h2/cwe643/safe004")
public class Cwe643Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 3;

    private void queryDocument(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
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
            String q = "boolean(//user[name='" + cleaned + "' and active='true'])";
            Boolean ok = (Boolean) xp.evaluate(q, doc, XPathConstants.BOOLEAN);
            response.getWriter().println(ok ? "active" : "inactive");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String raw = userValues == null ? "" : userValues[0];
        String cleaned = LIMIT > 5 ? raw : "none";
        queryDocument(cleaned, request, response);
    }
}

// expect: none (CWE-643 safe)
// safe: if on a constant: the tainted branch is dead (source getParameterValues("item")[0]; sink: String.format XPath count() query)

package corpus.security;

import java.io.IOException;
import java.io.InputStream;

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

@WebServlet("/h2/cwe643/safe008")
public class Cwe643Safe008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean STRICT = true;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String param = (values != null && values.length > 0) ? values[0] : "";
        String bar = "n/a";
        if (!STRICT) {
            bar = param;
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
            String q = String.format("count(//order[customer=\"%s\"])", bar);
            Double n = (Double) xp.evaluate(q, doc, XPathConstants.NUMBER);
            response.getWriter().println("orders: " + n.intValue());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

// expect: CWE-643
// source: last segment of getRequestURI(); flow: Optional.map; sink: query assembled with StringBuilder then evaluate [sink inside static Worker643V5.queryDocument() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@WebServlet("/h2/cwe643/vuln005/*")
public class Cwe643Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String uri = request.getRequestURI();
        String received = uri.substring(uri.lastIndexOf('/') + 1);
        String cleaned = Optional.ofNullable(received).map(String::trim).orElse("");
        Worker643V5.queryDocument(cleaned, request, response);
    }
}

final class Worker643V5 {
    private Worker643V5() {
    }

    static void queryDocument(String cleaned, HttpServletRequest request, HttpServletResponse response)
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
            StringBuilder q = new StringBuilder("/catalog/item[sku='");
            q.append(cleaned).append("']/price");
            String price = xp.evaluate(q.toString(), doc);
            response.getWriter().println(price.isEmpty() ? "unknown item" : "item found");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

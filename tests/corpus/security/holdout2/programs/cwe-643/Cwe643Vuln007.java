// expect: CWE-643
// source: first line of the body (getReader); flow: Function lambda (toLowerCase); sink: XPath.compile(concat).evaluate(NODESET) [sink inside private method queryDocument()]

package corpus.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Function;

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

@WebServlet("/h2/cwe643/vuln007")
public class Cwe643Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void queryDocument(String bar, HttpServletRequest request, HttpServletResponse response)
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
            XPathExpression expr = xp.compile("//account[id='" + bar + "']");
            NodeList nodes = (NodeList) expr.evaluate(doc, XPathConstants.NODESET);
            response.getWriter().println("accounts: " + nodes.getLength());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            param = line == null ? "" : line.trim();
        }
        Function<String, String> lower = s -> s.toLowerCase();
        String bar = lower.apply(param);
        queryDocument(bar, request, response);
    }
}

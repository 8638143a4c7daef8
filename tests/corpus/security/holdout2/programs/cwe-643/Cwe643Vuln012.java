// expect: CWE-643
// source: getQueryString() parsed by hand for "term"; flow: inner class holder; sink: XPath.compile(concat).evaluate(NODESET) [sink inside private method queryDocument()]

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

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

@WebServlet("/h2/cwe643/vuln012")
public class Cwe643Vuln012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final class Box {
        private final String value;

        Box(String value) {
            this.value = value;
        }

        String get() {
            return value;
        }
    }

    private void queryDocument(String arg, HttpServletRequest request, HttpServletResponse response)
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
            XPathExpression expr = xp.compile("//account[id='" + arg + "']");
            NodeList nodes = (NodeList) expr.evaluate(doc, XPathConstants.NODESET);
            response.getWriter().println("accounts: " + nodes.getLength());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String input = "";
        if (query != null) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).equals("term")) {
                    input = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                }
            }
        }
        String arg = new Box(input).get();
        queryDocument(arg, request, response);
    }
}

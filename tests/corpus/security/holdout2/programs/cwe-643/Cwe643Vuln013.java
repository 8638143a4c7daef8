// expect: CWE-643
// source: getParameter("name"); flow: interface with one implementation (strip); sink: String.format XPath count() query

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

@WebServlet("/h2/cwe643/vuln013")
public class Cwe643Vuln013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = request.getParameter("name");
        if (received == null) {
            received = "";
        }
        ValueFormatter643V13 formatter = new StripFormatter643V13();
        String selected = formatter.format(received);
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
            String q = String.format("count(//order[customer=\"%s\"])", selected);
            Double n = (Double) xp.evaluate(q, doc, XPathConstants.NUMBER);
            response.getWriter().println("orders: " + n.intValue());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

interface ValueFormatter643V13 {
    String format(String s);
}

final class StripFormatter643V13 implements ValueFormatter643V13 {
    @Override
    public String format(String s) {
        return s.strip();
    }
}

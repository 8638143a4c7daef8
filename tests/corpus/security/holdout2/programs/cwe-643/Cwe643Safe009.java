// expect: none (CWE-643 safe)
// safe: constant query; the input is only compared to the result [sink inside static Worker643S9.queryDocument() of a second top-level class] (source getHeader("X-Account"); flow: List, element holding the input)

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

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

@WebServlet("/h2/cwe643/safe009")
public class Cwe643Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = request.getHeader("X-Account");
        if (raw == null) {
            raw = "";
        }
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(raw);
        String data = items.get(items.size() - 1);
        Worker643S9.queryDocument(data, request, response);
    }
}

final class Worker643S9 {
    private Worker643S9() {
    }

    static void queryDocument(String data, HttpServletRequest request, HttpServletResponse response)
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
            String admin = xp.evaluate("/users/user[role='admin']/@name", doc);
            response.getWriter().println(admin.equals(data) ? "is admin" : "not admin");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

// expect: none (CWE-643 safe)
// safe: List: takes the constant element, not the input (source value of cookie "pref" (getCookies); sink: query assembled with StringBuilder then evaluate [sink inside static Worker643S10.queryDocument() of a second top-level class])

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
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

@WebServlet("/h2/cwe643/safe010")
public class Cwe643Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    userValue = c.getValue();
                }
            }
        }
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(userValue);
        String selected = items.get(0);
        Worker643S10.queryDocument(selected, request, response);
    }
}

final class Worker643S10 {
    private Worker643S10() {
    }

    static void queryDocument(String selected, HttpServletRequest request, HttpServletResponse response)
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
            q.append(selected).append("']/price");
            String price = xp.evaluate(q.toString(), doc);
            response.getWriter().println(price.isEmpty() ? "unknown item" : "item found");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

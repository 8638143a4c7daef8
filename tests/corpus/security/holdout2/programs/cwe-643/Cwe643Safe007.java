// expect: none (CWE-643 safe)
// safe: Integer.parseInt position predicate (source getPathInfo(); flow: instance field)

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
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@WebServlet("/h2/cwe643/safe007/*")
public class Cwe643Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String lastInput;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String userValue = pathInfo == null ? "" : pathInfo.substring(1);
        this.lastInput = userValue;
        String data = this.lastInput;
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
            int pos = Integer.parseInt(data.trim());
            String name = xp.evaluate("/users/user[" + pos + "]/@name", doc);
            response.getWriter().println(name.isEmpty() ? "none" : "user exists");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

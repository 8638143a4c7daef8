// expect: none (CWE-643 safe)
// safe: alphanumeric regex check with early return [sink inside private method queryDocument()] (source last segment of getRequestURI(); flow: private helper (trim))

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

@WebServlet("/h2/cwe643/safe003/*")
public class Cwe643Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String tidy(String s) {
        return s == null ? "" : s.trim();
    }

    private void queryDocument(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        if (!data.matches("[A-Za-z0-9]{1,32}")) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
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
            String role = xp.evaluate("/users/user[@name='" + data + "']/role", doc);
            response.getWriter().println(role.isEmpty() ? "no role" : "role found");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String uri = request.getRequestURI();
        String param = uri.substring(uri.lastIndexOf('/') + 1);
        String data = tidy(param);
        queryDocument(data, request, response);
    }
}

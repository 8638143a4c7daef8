// expect: none (CWE-643 safe)
// safe: alphanumeric regex check with early return (source a parameter name (getParameterNames); flow: ternary on a constant that picks the input)

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
import java.util.Enumeration;

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

@WebServlet("/h2/cwe643/safe013")
public class Cwe643Safe013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 10;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                input = n.substring(4);
                break;
            }
        }
        String arg = LIMIT > 5 ? input : "none";
        if (!arg.matches("[A-Za-z0-9]{1,32}")) {
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
            String role = xp.evaluate("/users/user[@name='" + arg + "']/role", doc);
            response.getWriter().println(role.isEmpty() ? "no role" : "role found");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

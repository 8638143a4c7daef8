// expect: CWE-643
// source: a parameter name (getParameterNames); flow: static method of a second top-level class; sink: XPath.evaluate("/users/user[@name='" + selected + "']/role")

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

@WebServlet("/h2/cwe643/vuln011")
public class Cwe643Vuln011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                raw = n.substring(4);
                break;
            }
        }
        String selected = InputNormalizer643V11.collapse(raw);
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
            String role = xp.evaluate("/users/user[@name='" + selected + "']/role", doc);
            response.getWriter().println(role.isEmpty() ? "no role" : "role found");
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}

final class InputNormalizer643V11 {
    private InputNormalizer643V11() {
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ");
    }
}

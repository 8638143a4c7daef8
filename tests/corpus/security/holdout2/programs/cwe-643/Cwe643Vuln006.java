// expect: CWE-643
// source: getHeader("X-Account"); flow: stream over split parts joined back; sink: XPath.evaluate("/users/user[@name='" + data + "']/role")

package corpus.security;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.stream.Collectors;

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

@WebServlet("/h2/cwe643/vuln006")
public class Cwe643Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = request.getHeader("X-Account");
        if (userValue == null) {
            userValue = "";
        }
        String data = Arrays.stream(userValue.split(",")).map(String::trim).collect(Collectors.joining(","));
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
}

// expect: none (CWE-79 safe)
// safe: commons-text StringEscapeUtils.escapeHtml4 (source getPathInfo(); flow: Optional.map)

package corpus.security;

import java.io.IOException;
import java.util.Optional;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.text.StringEscapeUtils;

@WebServlet("/h2/cwe79/safe007/*")
public class Cwe079Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String param = pathInfo == null ? "" : pathInfo.substring(1);
        String selected = Optional.ofNullable(param).map(String::trim).orElse("");
        response.setContentType("text/html");
        response.getWriter().println("<td>" + StringEscapeUtils.escapeHtml4(selected) + "</td>");
    }
}

// expect: none (CWE-79 safe)
// safe: Spring HtmlUtils.htmlEscape (source getHeader("X-Account"); flow: split()[0])

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.util.HtmlUtils;

@WebServlet("/h2/cwe79/safe005")
public class Cwe079Safe005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = request.getHeader("X-Account");
        if (received == null) {
            received = "";
        }
        String[] tokens = received.split(";");
        String data = tokens[0];
        String escaped = HtmlUtils.htmlEscape(data);
        response.setContentType("text/html");
        response.getWriter().write("<div>" + escaped + "</div>");
    }
}

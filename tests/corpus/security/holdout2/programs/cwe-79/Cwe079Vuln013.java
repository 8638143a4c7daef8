// expect: CWE-79
// source: getQueryString() parsed by hand for "term"; flow: substring/replace; sink: PrintWriter.append chain

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln013")
public class Cwe079Vuln013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String userValue = "";
        if (query != null) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).equals("term")) {
                    userValue = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                }
            }
        }
        String cut = userValue.length() > 200 ? userValue.substring(0, 200) : userValue;
        String cleaned = cut.replace('\t', ' ');
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.append("<table><tr><td>").append(cleaned).append("</td></tr></table>");
    }
}

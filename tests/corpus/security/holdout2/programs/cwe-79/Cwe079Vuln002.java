// expect: CWE-79
// source: getQueryString() parsed by hand for "term"; flow: List, element holding the input; sink: getWriter().printf(html %s, data) [sink inside private method renderPage()]

package corpus.security;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln002")
public class Cwe079Vuln002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void renderPage(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        response.getWriter().printf("<div class=\"msg\">%s</div>", data);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String raw = "";
        if (query != null) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).equals("term")) {
                    raw = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                }
            }
        }
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(raw);
        String data = items.get(items.size() - 1);
        renderPage(data, request, response);
    }
}

// expect: none (CWE-501 safe)
// safe: stream filter against an allow-list, constant default (source getQueryString() parsed by hand for "term"; sink: session.setAttribute("displayName", data) [sink inside static Worker501S10.rememberInSession() of a second top-level class])

package corpus.security;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/safe010")
public class Cwe501Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final List<String> KNOWN_VIEWS = List.of("summary", "detail", "chart");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String param = "";
        if (query != null) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).equals("term")) {
                    param = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                }
            }
        }
        String data = Stream.of(param).filter(KNOWN_VIEWS::contains).findFirst().orElse("summary");
        Worker501S10.rememberInSession(data, request, response);
    }
}

final class Worker501S10 {
    private Worker501S10() {
    }

    static void rememberInSession(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        request.getSession().setAttribute("displayName", data);
        response.getWriter().println("saved");
    }
}

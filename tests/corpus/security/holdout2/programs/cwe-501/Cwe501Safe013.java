// expect: none (CWE-501 safe)
// safe: allow-list contains() check with early return (source getHeader("X-Account"); flow: char loop copying the input)

package corpus.security;

import java.io.IOException;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/safe013")
public class Cwe501Safe013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> SUPPORTED_LANGS = Set.of("en", "de", "fr", "es");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = request.getHeader("X-Account");
        if (received == null) {
            received = "";
        }
        StringBuilder acc = new StringBuilder();
        for (char ch : received.toCharArray()) {
            if (ch != '\n') {
                acc.append(ch);
            }
        }
        String cleaned = acc.toString();
        if (!SUPPORTED_LANGS.contains(cleaned)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        request.getSession().setAttribute("lang", cleaned);
        response.getWriter().println("language set");
    }
}

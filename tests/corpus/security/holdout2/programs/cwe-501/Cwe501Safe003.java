// expect: none (CWE-501 safe)
// safe: allow-list contains() check with early return [sink inside private method rememberInSession()] (source getParameter("name"); flow: interface with one implementation (strip))

package corpus.security;

import java.io.IOException;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/safe003")
public class Cwe501Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> SUPPORTED_LANGS = Set.of("en", "de", "fr", "es");

    private void rememberInSession(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        if (!SUPPORTED_LANGS.contains(bar)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        request.getSession().setAttribute("lang", bar);
        response.getWriter().println("language set");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = request.getParameter("name");
        if (raw == null) {
            raw = "";
        }
        ValueFormatter501S3 formatter = new StripFormatter501S3();
        String bar = formatter.format(raw);
        rememberInSession(bar, request, response);
    }
}

interface ValueFormatter501S3 {
    String format(String s);
}

final class StripFormatter501S3 implements ValueFormatter501S3 {
    @Override
    public String format(String s) {
        return s.strip();
    }
}

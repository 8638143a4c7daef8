// expect: CWE-501
// source: getParameterMap().get("user")[0]; flow: static method of a second top-level class; sink: deprecated HttpSession.putValue

package corpus.security;

import java.io.IOException;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln008")
public class Cwe501Vuln008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String input = userValues == null ? "" : userValues[0];
        String arg = InputNormalizer501V8.collapse(input);
        HttpSession session = request.getSession();
        session.putValue("lastSearch", arg);
        response.getWriter().println("remembered");
    }
}

final class InputNormalizer501V8 {
    private InputNormalizer501V8() {
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ");
    }
}

// expect: none (CWE-501 safe)
// safe: session stores a server-side counter; input not stored (source last segment of getRequestURI(); flow: Map, same key)

package corpus.security;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/safe007/*")
public class Cwe501Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String uri = request.getRequestURI();
        String param = uri.substring(uri.lastIndexOf('/') + 1);
        Map<String, String> fields = new HashMap<>();
        fields.put("input", param);
        fields.put("mode", "read");
        String arg = fields.get("input");
        HttpSession session = request.getSession();
        Integer visits = (Integer) session.getAttribute("visits");
        session.setAttribute("visits", visits == null ? 1 : visits + 1);
        response.getWriter().println(arg.isEmpty() ? "welcome" : "welcome back");
    }
}

// expect: CWE-501
// source: getPathInfo(); flow: Optional.map; sink: input used as the session attribute name [sink inside private method rememberInSession()]

package corpus.security;

import java.io.IOException;
import java.util.Optional;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln002/*")
public class Cwe501Vuln002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void rememberInSession(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        HttpSession session = request.getSession(true);
        session.setAttribute("cart." + bar, Boolean.TRUE);
        response.getWriter().println("added");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String raw = pathInfo == null ? "" : pathInfo.substring(1);
        String bar = Optional.ofNullable(raw).map(String::trim).orElse("");
        rememberInSession(bar, request, response);
    }
}

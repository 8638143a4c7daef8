// expect: CWE-501
// source: whole body (getInputStream); flow: private helper (trim); sink: input used as the session attribute name [sink inside private method rememberInSession()]

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln007")
public class Cwe501Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String tidy(String s) {
        return s == null ? "" : s.trim();
    }

    private void rememberInSession(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        HttpSession session = request.getSession(true);
        session.setAttribute("cart." + selected, Boolean.TRUE);
        response.getWriter().println("added");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String raw = new String(body, StandardCharsets.UTF_8);
        String selected = tidy(raw);
        rememberInSession(selected, request, response);
    }
}

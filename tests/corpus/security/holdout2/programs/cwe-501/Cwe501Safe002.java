// expect: none (CWE-501 safe)
// safe: array: takes the constant element (source whole body (getInputStream); sink: deprecated HttpSession.putValue)

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/safe002")
public class Cwe501Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String param = new String(body, StandardCharsets.UTF_8);
        String[] parts = new String[] {"guest", param, "end"};
        String selected = parts[0];
        HttpSession session = request.getSession();
        session.putValue("lastSearch", selected);
        response.getWriter().println("remembered");
    }
}

// expect: none (CWE-614 safe)
// cookie is Secure: raw Set-Cookie header with Secure; value: session id from UUID

package corpus.security;

import java.io.IOException;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/safe007")
public class Cwe614Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = UUID.randomUUID().toString();
        response.addHeader("Set-Cookie", "SESSION=" + value + "; Path=/; Secure; HttpOnly; SameSite=Lax");
        response.getWriter().println("ok");
    }
}

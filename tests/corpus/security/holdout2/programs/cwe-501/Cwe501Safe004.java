// expect: none (CWE-501 safe)
// safe: allow-list Set.contains with early return (source a parameter name (getParameterNames); sink: object wrapping the input stored in the session [sink inside private method rememberInSession()])

package corpus.security;

import java.io.IOException;
import java.io.Serializable;
import java.util.Enumeration;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/safe004")
public class Cwe501Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> ALLOWED = Set.of("alpha", "beta", "gamma");

    private static final class Profile implements Serializable {
        private static final long serialVersionUID = 1L;
        private final String nickname;

        Profile(String nickname) {
            this.nickname = nickname;
        }

        String nickname() {
            return nickname;
        }
    }

    private void rememberInSession(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        HttpSession session = request.getSession();
        session.setAttribute("profile", new Profile(selected));
        response.getWriter().println("profile stored");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                input = n.substring(4);
                break;
            }
        }
        if (!ALLOWED.contains(input)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String selected = input;
        rememberInSession(selected, request, response);
    }
}

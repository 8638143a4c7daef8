// expect: CWE-501
// source: getParameter("name"); flow: private static helper with fallback; sink: object wrapping the input stored in the session [sink inside static Worker501V5.rememberInSession() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.io.Serializable;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln005")
public class Cwe501Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String pickFirst(String a, String b) {
        return (a != null && !a.isEmpty()) ? a : b;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = request.getParameter("name");
        if (userValue == null) {
            userValue = "";
        }
        String selected = pickFirst(userValue, "fallback");
        Worker501V5.rememberInSession(selected, request, response);
    }
}

final class Worker501V5 {
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

    private Worker501V5() {
    }

    static void rememberInSession(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        HttpSession session = request.getSession();
        session.setAttribute("profile", new Profile(selected));
        response.getWriter().println("profile stored");
    }
}

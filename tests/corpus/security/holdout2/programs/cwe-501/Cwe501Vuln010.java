// expect: CWE-501
// source: last segment of getRequestURI(); flow: interface with one implementation (strip); sink: object wrapping the input stored in the session [sink inside static Worker501V10.rememberInSession() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.io.Serializable;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln010/*")
public class Cwe501Vuln010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String uri = request.getRequestURI();
        String raw = uri.substring(uri.lastIndexOf('/') + 1);
        ValueFormatter501V10 formatter = new StripFormatter501V10();
        String cleaned = formatter.format(raw);
        Worker501V10.rememberInSession(cleaned, request, response);
    }
}

interface ValueFormatter501V10 {
    String format(String s);
}

final class StripFormatter501V10 implements ValueFormatter501V10 {
    @Override
    public String format(String s) {
        return s.strip();
    }
}

final class Worker501V10 {
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

    private Worker501V10() {
    }

    static void rememberInSession(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        HttpSession session = request.getSession();
        session.setAttribute("profile", new Profile(cleaned));
        response.getWriter().println("profile stored");
    }
}

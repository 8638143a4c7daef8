// expect: none (CWE-501 safe)
// safe: enum valueOf + name(): only enum constant names reach the sink (source getParameterMap().get("user")[0]; sink: Map.of holding the input stored in the session)

package corpus.security;

import java.io.IOException;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/safe008")
public class Cwe501Safe008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private enum Category {
        BOOKS, MUSIC, GAMES
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String raw = userValues == null ? "" : userValues[0];
        Category cat;
        try {
            cat = Category.valueOf(raw.trim().toUpperCase());
        } catch (IllegalArgumentException e) {
            cat = Category.BOOKS;
        }
        String selected = cat.name().toLowerCase();
        HttpSession session = request.getSession();
        session.setAttribute("prefs", Map.of("lang", selected));
        response.getWriter().println("preferences updated");
    }
}

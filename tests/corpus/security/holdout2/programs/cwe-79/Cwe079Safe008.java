// expect: none (CWE-79 safe)
// safe: enum valueOf + name(): only enum constant names reach the sink (source getParameterMap().get("user")[0]; sink: getWriter().write(<input value=bar>))

package corpus.security;

import java.io.IOException;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/safe008")
public class Cwe079Safe008 extends HttpServlet {
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
        String bar = cat.name().toLowerCase();
        response.setContentType("text/html");
        response.getWriter().write("<input name=\"q\" value=\"" + bar + "\">");
    }
}

// expect: none (CWE-89 safe)
// safe: enum valueOf + name(): only enum constant names reach the sink (source value of cookie "pref" (getCookies); sink: Statement.addBatch(INSERT ... '" + bar + "'))

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe002")
public class Cwe089Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private enum Category {
        BOOKS, MUSIC, GAMES
    }

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    input = c.getValue();
                }
            }
        }
        Category cat;
        try {
            cat = Category.valueOf(input.trim().toUpperCase());
        } catch (IllegalArgumentException e) {
            cat = Category.BOOKS;
        }
        String bar = cat.name().toLowerCase();
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement()) {
            st.addBatch("INSERT INTO audit(message) VALUES ('" + bar + "')");
            st.addBatch("UPDATE counters SET hits = hits + 1");
            int[] counts = st.executeBatch();
            response.getWriter().println("statements: " + counts.length);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

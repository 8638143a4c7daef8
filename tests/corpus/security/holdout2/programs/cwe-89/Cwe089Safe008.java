// expect: none (CWE-89 safe)
// safe: second top-level class maps the input to table values (source last segment of getRequestURI(); sink: Statement.execute(DELETE ... '" + bar + "'))

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe008/*")
public class Cwe089Safe008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String uri = request.getRequestURI();
        String received = uri.substring(uri.lastIndexOf('/') + 1);
        String bar = Presets89S8.valueFor(received);
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement()) {
            st.execute("DELETE FROM carts WHERE token = '" + bar + "'");
            response.getWriter().println("cart cleared");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

final class Presets89S8 {
    private static final java.util.Map<String, String> TABLE = java.util.Map.of("s", "small", "m", "medium", "l", "large");

    private Presets89S8() {
    }

    static String valueFor(String key) {
        return TABLE.getOrDefault(key, "medium");
    }
}

// expect: none (CWE-89 safe)
// safe: ORDER BY column chosen from a fixed map; input is only the key (source first line of the body (getReader); flow: private static helper with fallback)

package corpus.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe007")
public class Cwe089Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String pickFirst(String a, String b) {
        return (a != null && !a.isEmpty()) ? a : b;
    }

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");
    private static final Map<String, String> SORT_COLUMNS = Map.of("name", "title", "price", "price_cents");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            input = line == null ? "" : line.trim();
        }
        String selected = pickFirst(input, "fallback");
        String column = SORT_COLUMNS.getOrDefault(selected, "id");
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery("SELECT id, title FROM products ORDER BY " + column)) {
            response.getWriter().println(rs.next() ? "first id " + rs.getLong(1) : "empty");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

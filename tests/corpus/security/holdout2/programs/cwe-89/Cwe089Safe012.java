// expect: none (CWE-89 safe)
// safe: URL-safe Base64 encoding only (alphabet A-Za-z0-9-_) (source getPathInfo(); sink: Statement.executeQuery("... name = '" + cleaned + "'"))

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Base64;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe012/*")
public class Cwe089Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String userValue = pathInfo == null ? "" : pathInfo.substring(1);
        String cleaned = Base64.getUrlEncoder().withoutPadding().encodeToString(userValue.getBytes(StandardCharsets.UTF_8));
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery("SELECT id, email FROM users WHERE name = '" + cleaned + "'")) {
            int rows = 0;
            while (rs.next()) {
                rows++;
            }
            response.getWriter().println("matches: " + rows);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

// expect: CWE-89
// source: last segment of getRequestURI(); flow: URLDecoder.decode; sink: Statement.executeQuery("... name = '" + selected + "'")

package corpus.security;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/vuln008/*")
public class Cwe089Vuln008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String uri = request.getRequestURI();
        String userValue = uri.substring(uri.lastIndexOf('/') + 1);
        String selected = URLDecoder.decode(userValue, StandardCharsets.UTF_8);
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery("SELECT id, email FROM users WHERE name = '" + selected + "'")) {
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

// expect: CWE-89
// source: getPathInfo(); flow: Function lambda (toLowerCase); sink: ORDER BY + cleaned in executeQuery

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Function;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/vuln013/*")
public class Cwe089Vuln013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String raw = pathInfo == null ? "" : pathInfo.substring(1);
        Function<String, String> lower = s -> s.toLowerCase();
        String cleaned = lower.apply(raw);
        String sql = "SELECT id, title FROM products ORDER BY " + cleaned;
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            response.getWriter().println(rs.next() ? "first id " + rs.getLong(1) : "empty");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

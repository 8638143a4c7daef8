// expect: none (CWE-89 safe)
// safe: PreparedStatement with ? and setString (source getParameterValues("item")[0]; flow: instance field)

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe013")
public class Cwe089Safe013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String lastInput;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String param = (values != null && values.length > 0) ? values[0] : "";
        this.lastInput = param;
        String data = this.lastInput;
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                PreparedStatement ps = conn.prepareStatement("SELECT id, email FROM users WHERE name = ?")) {
            ps.setString(1, data);
            try (ResultSet rs = ps.executeQuery()) {
                response.getWriter().println(rs.next() ? "found" : "none");
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

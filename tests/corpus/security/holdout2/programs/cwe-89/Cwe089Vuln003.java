// expect: CWE-89
// source: getParameter("name"); flow: ternary on a constant that picks the input; sink: prepareStatement with the input concatenated into the SQL

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

@WebServlet("/h2/cwe89/vuln003")
public class Cwe089Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 10;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = request.getParameter("name");
        if (userValue == null) {
            userValue = "";
        }
        String bar = LIMIT > 5 ? userValue : "none";
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD)) {
            PreparedStatement ps = conn.prepareStatement("SELECT id FROM orders WHERE status = '" + bar + "'");
            ResultSet rs = ps.executeQuery();
            response.getWriter().println(rs.next() ? "found" : "none");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

// expect: CWE-89
// source: getParameterMap().get("user")[0]; flow: char loop copying the input; sink: ORDER BY + selected in executeQuery

package corpus.security;

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

@WebServlet("/h2/cwe89/vuln006")
public class Cwe089Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String input = userValues == null ? "" : userValues[0];
        StringBuilder acc = new StringBuilder();
        for (char ch : input.toCharArray()) {
            if (ch != '\n') {
                acc.append(ch);
            }
        }
        String selected = acc.toString();
        String sql = "SELECT id, title FROM products ORDER BY " + selected;
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            response.getWriter().println(rs.next() ? "first id " + rs.getLong(1) : "empty");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

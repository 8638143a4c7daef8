// expect: CWE-89
// source: a parameter name (getParameterNames); flow: StringBuilder; sink: Statement.executeQuery("... name = '" + bar + "'")

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/vuln001")
public class Cwe089Vuln001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                input = n.substring(4);
                break;
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(input);
        String bar = sb.toString();
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery("SELECT id, email FROM users WHERE name = '" + bar + "'")) {
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

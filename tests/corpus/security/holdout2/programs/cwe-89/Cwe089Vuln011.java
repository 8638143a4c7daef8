// expect: CWE-89
// source: getParameterValues("item")[0]; flow: Optional.map; sink: Statement.execute(DELETE ... '" + cleaned + "')

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/vuln011")
public class Cwe089Vuln011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String userValue = (values != null && values.length > 0) ? values[0] : "";
        String cleaned = Optional.ofNullable(userValue).map(String::trim).orElse("");
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement()) {
            st.execute("DELETE FROM carts WHERE token = '" + cleaned + "'");
            response.getWriter().println("cart cleared");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

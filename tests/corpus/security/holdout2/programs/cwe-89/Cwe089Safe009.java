// expect: none (CWE-89 safe)
// safe: CallableStatement with a ? parameter [sink inside static Worker89S9.queryDatabase() of a second top-level class] (source getParameterMap().get("user")[0]; flow: private helper (trim))

package corpus.security;

import java.io.IOException;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe009")
public class Cwe089Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String tidy(String s) {
        return s == null ? "" : s.trim();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String userValue = userValues == null ? "" : userValues[0];
        String selected = tidy(userValue);
        Worker89S9.queryDatabase(selected, request, response);
    }
}

final class Worker89S9 {
    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    private Worker89S9() {
    }

    static void queryDatabase(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                CallableStatement cs = conn.prepareCall("{call find_user(?)}")) {
            cs.setString(1, selected);
            response.getWriter().println("results: " + cs.execute());
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

// expect: none (CWE-89 safe)
// safe: stream filter against an allow-list, constant default (source getParameter("name"); sink: prepareCall("{call find_user('" + bar + "')}") [sink inside private method queryDatabase()])

package corpus.security;

import java.io.IOException;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe004")
public class Cwe089Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final List<String> KNOWN_VIEWS = List.of("summary", "detail", "chart");

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    private void queryDatabase(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                CallableStatement cs = conn.prepareCall("{call find_user('" + bar + "')}")) {
            boolean hasResults = cs.execute();
            response.getWriter().println("results: " + hasResults);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = request.getParameter("name");
        if (userValue == null) {
            userValue = "";
        }
        String bar = Stream.of(userValue).filter(KNOWN_VIEWS::contains).findFirst().orElse("summary");
        queryDatabase(bar, request, response);
    }
}

// expect: CWE-89
// source: value of cookie "pref" (getCookies); flow: Base64 encode/decode round trip; sink: prepareCall("{call find_user('" + bar + "')}") [sink inside private method queryDatabase()]

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Base64;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/vuln007")
public class Cwe089Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
        String received = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    received = c.getValue();
                }
            }
        }
        String encoded = Base64.getEncoder().encodeToString(received.getBytes(StandardCharsets.UTF_8));
        String bar = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        queryDatabase(bar, request, response);
    }
}

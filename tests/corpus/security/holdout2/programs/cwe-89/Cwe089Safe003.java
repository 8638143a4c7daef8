// expect: none (CWE-89 safe)
// safe: PreparedStatement.executeUpdate with two ? parameters [sink inside private method queryDatabase()] (source whole body (getInputStream); flow: substring/replace)

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/safe003")
public class Cwe089Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    private void queryDatabase(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                PreparedStatement ps = conn.prepareStatement("UPDATE profiles SET nickname = ? WHERE id = ?")) {
            ps.setString(1, data);
            ps.setInt(2, 1);
            response.getWriter().println("updated " + ps.executeUpdate());
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String received = new String(body, StandardCharsets.UTF_8);
        String cut = received.length() > 200 ? received.substring(0, 200) : received;
        String data = cut.replace('\t', ' ');
        queryDatabase(data, request, response);
    }
}

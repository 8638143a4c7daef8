// expect: CWE-89
// source: first line of the body (getReader); flow: substring/replace; sink: prepareStatement with the input concatenated into the SQL [sink inside static Worker89V10.queryDatabase() of a second top-level class]

package corpus.security;

import java.io.BufferedReader;
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

@WebServlet("/h2/cwe89/vuln010")
public class Cwe089Vuln010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            received = line == null ? "" : line.trim();
        }
        String cut = received.length() > 200 ? received.substring(0, 200) : received;
        String arg = cut.replace('\t', ' ');
        Worker89V10.queryDatabase(arg, request, response);
    }
}

final class Worker89V10 {
    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    private Worker89V10() {
    }

    static void queryDatabase(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD)) {
            PreparedStatement ps = conn.prepareStatement("SELECT id FROM orders WHERE status = '" + arg + "'");
            ResultSet rs = ps.executeQuery();
            response.getWriter().println(rs.next() ? "found" : "none");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

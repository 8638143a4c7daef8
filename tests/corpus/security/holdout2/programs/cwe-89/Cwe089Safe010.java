// expect: none (CWE-89 safe)
// safe: interface implementation ignores its input and returns a constant (source first value of getHeaders("X-Tag"); sink: ORDER BY + cleaned in executeQuery [sink inside static Worker89S10.queryDatabase() of a second top-level class])

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

@WebServlet("/h2/cwe89/safe010")
public class Cwe089Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            input = tagHeaders.nextElement();
        }
        ValueMasker89S10 masker = new RedactingMasker89S10();
        String cleaned = masker.mask(input);
        Worker89S10.queryDatabase(cleaned, request, response);
    }
}

interface ValueMasker89S10 {
    String mask(String s);
}

final class RedactingMasker89S10 implements ValueMasker89S10 {
    @Override
    public String mask(String s) {
        return "[redacted]";
    }
}

final class Worker89S10 {
    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    private Worker89S10() {
    }

    static void queryDatabase(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String sql = "SELECT id, title FROM products ORDER BY " + cleaned;
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            response.getWriter().println(rs.next() ? "first id " + rs.getLong(1) : "empty");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

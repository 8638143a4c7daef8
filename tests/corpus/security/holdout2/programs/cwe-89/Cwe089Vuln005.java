// expect: CWE-89
// source: whole body (getInputStream); flow: if on a constant that runs the tainted branch; sink: Statement.addBatch(INSERT ... '" + bar + "') [sink inside static Worker89V5.queryDatabase() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/vuln005")
public class Cwe089Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean STRICT = false;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String raw = new String(body, StandardCharsets.UTF_8);
        String bar = "n/a";
        if (!STRICT) {
            bar = raw;
        }
        Worker89V5.queryDatabase(bar, request, response);
    }
}

final class Worker89V5 {
    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    private Worker89V5() {
    }

    static void queryDatabase(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement()) {
            st.addBatch("INSERT INTO audit(message) VALUES ('" + bar + "')");
            st.addBatch("UPDATE counters SET hits = hits + 1");
            int[] counts = st.executeBatch();
            response.getWriter().println("statements: " + counts.length);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

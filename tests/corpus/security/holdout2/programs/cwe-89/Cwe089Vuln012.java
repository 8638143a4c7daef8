// expect: CWE-89
// source: a header name (getHeaderNames); flow: stream over split parts joined back; sink: Statement.addBatch(INSERT ... '" + data + "') [sink inside private method queryDatabase()]

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.stream.Collectors;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe89/vuln012")
public class Cwe089Vuln012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    private void queryDatabase(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement()) {
            st.addBatch("INSERT INTO audit(message) VALUES ('" + data + "')");
            st.addBatch("UPDATE counters SET hits = hits + 1");
            int[] counts = st.executeBatch();
            response.getWriter().println("statements: " + counts.length);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames != null && headerNames.hasMoreElements()) {
            String h = headerNames.nextElement();
            if (h.toLowerCase().startsWith("x-ref-")) {
                param = h.substring(6);
            }
        }
        String data = Arrays.stream(param.split(",")).map(String::trim).collect(Collectors.joining(","));
        queryDatabase(data, request, response);
    }
}

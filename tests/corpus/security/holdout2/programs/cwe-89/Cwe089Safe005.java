// expect: none (CWE-89 safe)
// safe: ESAPI encodeForSQL(OracleCodec) before concatenation (source a parameter name (getParameterNames); flow: stream over split parts joined back)

package corpus.security;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
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

import org.owasp.esapi.ESAPI;
import org.owasp.esapi.codecs.OracleCodec;

@WebServlet("/h2/cwe89/safe005")
public class Cwe089Safe005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";
    private static final String DB_PASSWORD = System.getenv("DB_PASSWORD");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                param = n.substring(4);
                break;
            }
        }
        String selected = Arrays.stream(param.split(",")).map(String::trim).collect(Collectors.joining(","));
        String escapedName = ESAPI.encoder().encodeForSQL(new OracleCodec(), selected);
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD);
                Statement st = conn.createStatement();
                ResultSet rs = st.executeQuery("SELECT id FROM users WHERE name = '" + escapedName + "'")) {
            response.getWriter().println(rs.next() ? "found" : "none");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

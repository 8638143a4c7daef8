// expect: CWE-89
// sql: source names, flow stream, sink batch (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln10")
public class Cwe089Vuln10 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> ns = request.getParameterNames();
      while (ns.hasMoreElements()) {
        String n = ns.nextElement();
        if (n.startsWith("f_")) { param = n; break; }
      }
      String bar = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.joining(","));
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      java.sql.Statement st = conn.createStatement();
      st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");
      st.executeBatch();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

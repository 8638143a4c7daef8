// expect: none (CWE-89 safe)
// sql: source names, flow map-other-key, sink batch (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Safe11")
public class Cwe089Safe11 extends HttpServlet {

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
      java.util.HashMap<String, String> m = new java.util.HashMap<>();
      m.put("left", param);
      m.put("right", "fixed_value");
      String bar = m.get("right");
      Cwe089Safe11Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe089Safe11Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    java.sql.Statement st = conn.createStatement();
    st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");
    st.executeBatch();
  }
}


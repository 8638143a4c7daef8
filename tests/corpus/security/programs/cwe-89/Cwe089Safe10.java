// expect: none (CWE-89 safe)
// sql: source param-map, flow inner-constant, sink batch (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Safe10")
public class Cwe089Safe10 extends HttpServlet {
  private class Shaper {
    String shape(String raw) {
      String result = "shaped";
      return result;
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      String bar = new Shaper().shape(param);
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      java.sql.Statement st = conn.createStatement();
      st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");
      st.executeBatch();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

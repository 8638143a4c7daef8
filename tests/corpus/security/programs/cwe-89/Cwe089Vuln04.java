// expect: CWE-89
// sql: source query, flow char-loop, sink batch (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln04")
public class Cwe089Vuln04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String qs = request.getQueryString();
      String param = "";
      if (qs != null) {
        int at = qs.indexOf("v=");
        param = at < 0 ? "" : qs.substring(at + 2);
      }
      StringBuilder chars = new StringBuilder();
      for (int i = 0; i < param.length(); i++) {
        char ch = param.charAt(i);
        if (ch != '\t') chars.append(ch);
      }
      String bar = chars.toString();
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      java.sql.Statement st = conn.createStatement();
      st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");
      st.executeBatch();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

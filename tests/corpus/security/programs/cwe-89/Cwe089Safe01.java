// expect: none (CWE-89 safe)
// sql: source query, flow if-dead, sink statement-query (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Safe01")
public class Cwe089Safe01 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    java.sql.Statement st = conn.createStatement();
    java.sql.ResultSet rs = st.executeQuery("SELECT id FROM users WHERE name = '" + bar + "'");
    rs.close();
  }

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
      String bar = "init";
      int k = 3;
      if (k * k > 50) {
        bar = param;
      } else {
        bar = "quiet";
      }
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

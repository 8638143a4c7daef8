// expect: CWE-89
// sql: source values, flow helper, sink statement-update (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln09")
public class Cwe089Vuln09 extends HttpServlet {
  private static String decorate(String in) {
    String out = "[" + in;
    return out + "]";
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      String bar = decorate(param);
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      String sql = "UPDATE notes SET body = '" + bar + "' WHERE id = 7";
      conn.createStatement().executeUpdate(sql);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: CWE-89
// sql: source param, flow base64, sink statement-update (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln14")
public class Cwe089Vuln14 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
      String bar = new String(java.util.Base64.getDecoder().decode(enc));
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      String sql = "UPDATE notes SET body = '" + bar + "' WHERE id = 7";
      conn.createStatement().executeUpdate(sql);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

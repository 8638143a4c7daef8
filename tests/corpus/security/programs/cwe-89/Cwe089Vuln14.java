// expect: CWE-89
// sql: source param, flow second-class-static, sink prepare-call (inline)

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
      String bar = Cwe089Vuln14Text.tidy(param);
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      java.sql.CallableStatement cs = conn.prepareCall("{call audit('" + bar + "')}");
      cs.execute();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe089Vuln14Text {
  static String tidy(String in) {
    return in.replace("\n", " ");
  }
}


// expect: none (CWE-89 safe)
// sql: source param, flow array-other, sink statement-query (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Safe13")
public class Cwe089Safe13 extends HttpServlet {
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
      String param = request.getParameter("name");
      if (param == null) param = "";
      String[] slots = { "one", param, "three" };
      String bar = slots[2];
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

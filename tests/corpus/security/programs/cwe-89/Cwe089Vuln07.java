// expect: CWE-89
// sql: source reader, flow array-index, sink statement-query (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln07")
public class Cwe089Vuln07 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      java.sql.Statement st = conn.createStatement();
      java.sql.ResultSet rs = st.executeQuery("SELECT id FROM users WHERE name = '" + bar + "'");
      rs.close();
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

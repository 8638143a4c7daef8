// expect: none (CWE-89 safe)
// sql: source names, flow builder-reset, sink jdbc-template (nested)

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
  @Autowired
  private JdbcTemplate jdbcTemplate;
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      java.util.List<java.util.Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE code = '" + bar + "'");
    }
  }

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
      StringBuilder sb = new StringBuilder();
      sb.append(param);
      sb = new StringBuilder("clean");
      String bar = sb.toString();
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

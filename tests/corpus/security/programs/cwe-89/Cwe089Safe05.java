// expect: none (CWE-89 safe)
// sql: source headers-enum, flow array-other, sink jdbc-template (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Safe05")
public class Cwe089Safe05 extends HttpServlet {
  @Autowired
  private JdbcTemplate jdbcTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<java.util.Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE code = '" + bar + "'");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      String[] slots = { "one", param, "three" };
      String bar = slots[2];
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

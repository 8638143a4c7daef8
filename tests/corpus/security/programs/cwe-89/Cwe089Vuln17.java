// expect: CWE-89
// sql: source header, flow dead-else, sink jdbc-template (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln17")
public class Cwe089Vuln17 extends HttpServlet {
  @Autowired
  private JdbcTemplate jdbcTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<java.util.Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE code = '" + bar + "'");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String bar = "init";
      int k = 9;
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

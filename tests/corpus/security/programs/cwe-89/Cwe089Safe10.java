// expect: none (CWE-89 safe)
// sql: source param-map, flow stream-filter-list, sink prepare-concat (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Safe10")
public class Cwe089Safe10 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    java.sql.PreparedStatement ps = conn.prepareStatement("SELECT * FROM orders WHERE ref = '" + bar + "'");
    ps.execute();
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      java.util.List<String> known = java.util.List.of("alpha", "beta", "gamma");
      String bar = known.stream().filter(k -> k.equals(param)).findFirst().orElse("alpha");
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

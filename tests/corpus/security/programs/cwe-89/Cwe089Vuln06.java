// expect: CWE-89
// sql: source cookie, flow list-shift, sink jpa-query (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln06")
public class Cwe089Vuln06 extends HttpServlet {
  @PersistenceContext
  private EntityManager entityManager;

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "none";
      Cookie[] jar = request.getCookies();
      if (jar != null) {
        for (Cookie c : jar) {
          if ("pref".equals(c.getName())) {
            param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            break;
          }
        }
      }
      java.util.List<String> items = new java.util.ArrayList<>();
      items.add("alpha");
      items.add(param);
      items.add("gamma");
      items.remove(0);
      String bar = items.get(0);
      Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = '" + bar + "'").getSingleResult();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

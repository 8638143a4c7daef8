// expect: CWE-89
// sql: source headers-enum, flow field-store, sink jpa-query (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Vuln12")
public class Cwe089Vuln12 extends HttpServlet {
  static class Holder {
    String value;
  }
  @PersistenceContext
  private EntityManager entityManager;

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = '" + bar + "'").getSingleResult();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

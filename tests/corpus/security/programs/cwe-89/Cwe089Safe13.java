// expect: none (CWE-89 safe)
// sql: source param, flow parse-int, sink jpa-query (inline)

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
  @PersistenceContext
  private EntityManager entityManager;

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      int n = Integer.parseInt(param.trim());
      String bar = String.valueOf(n);
      Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = '" + bar + "'").getSingleResult();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

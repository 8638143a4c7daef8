// expect: none (CWE-89 safe)
// sql: source reader, flow builder, sink jpa-named (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe089Safe06")
public class Cwe089Safe06 extends HttpServlet {
  @PersistenceContext
  private EntityManager entityManager;

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      StringBuilder sb = new StringBuilder("v-");
      sb.append(param).append("-end");
      String bar = sb.toString();
      Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = :e").setParameter("e", bar).getSingleResult();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

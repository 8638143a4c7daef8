// expect: none (CWE-89 safe)
// sql: source reader, flow split, sink jpa-named (helper-class)

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
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = :e").setParameter("e", bar).getSingleResult();
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      String[] parts = (param + " tail").split(" ");
      String bar = parts[0];
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

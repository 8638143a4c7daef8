// expect: none (CWE-502 safe)
// deser-local-resource

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe502Safe03")
public class Cwe502Safe03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(getClass().getResourceAsStream("/defaults.bin"))) {
        Object o = in.readObject();
      }
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

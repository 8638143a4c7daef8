// expect: CWE-502
// deser-request-stream

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe502Vuln01")
public class Cwe502Vuln01 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.io.ObjectInputStream in = new java.io.ObjectInputStream(request.getInputStream());
      Object o = in.readObject();
      response.getWriter().println(o.getClass().getSimpleName());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

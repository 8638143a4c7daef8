// expect: none (CWE-502 safe)
// deser-data-stream

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe502Safe04")
public class Cwe502Safe04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.io.DataInputStream in = new java.io.DataInputStream(request.getInputStream());
      int n = in.readInt();
      response.getWriter().println(n);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: none (CWE-22 safe)
// path: source param, flow ternary-live, sink file-name-only (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Safe12")
public class Cwe022Safe12 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      int limit = 40;
      String bar = (limit * 3 > 100) ? param : "fallback";
      String name = java.nio.file.Paths.get(bar).getFileName().toString();
      java.io.File f = new java.io.File("/srv/uploads", name);
      if (f.exists()) f.delete();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

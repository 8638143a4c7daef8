// expect: none (CWE-22 safe)
// path: source values, flow allow-list, sink file-child (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Safe13")
public class Cwe022Safe13 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
      String bar = allowed.contains(param) ? param : "red";
      java.io.File f = new java.io.File("/srv/uploads/", bar);
      if (f.exists()) f.delete();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

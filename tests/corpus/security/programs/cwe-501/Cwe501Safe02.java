// expect: none (CWE-501 safe)
// trust: source header, flow list-other-index, sink session-name (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe02")
public class Cwe501Safe02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      java.util.List<String> items = new java.util.LinkedList<>();
      items.add("alpha");
      items.add(param);
      items.add("gamma");
      items.remove(0);
      String bar = items.get(1);
      javax.servlet.http.HttpSession s = request.getSession();
      s.setAttribute(bar, "granted");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: none (CWE-501 safe)
// trust: source param-map, flow impl-ignores, sink session-name (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe08")
public class Cwe501Safe08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      Cwe501Safe08Shaper shaper = new Cwe501Safe08Fixed();
      String bar = shaper.shape(param);
      javax.servlet.http.HttpSession s = request.getSession();
      s.setAttribute(bar, "granted");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe501Safe08Shaper {
  String shape(String in);
}

class Cwe501Safe08Fixed implements Cwe501Safe08Shaper {
  @Override
  public String shape(String in) {
    return "fixed";
  }
}


// expect: none (CWE-601 safe)
// redirect: source headers-enum, flow impl-ignores, sink send-redirect (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Safe07")
public class Cwe601Safe07 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      Cwe601Safe07Shaper shaper = new Cwe601Safe07Fixed();
      String bar = shaper.shape(param);
      Cwe601Safe07Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe601Safe07Shaper {
  String shape(String in);
}

class Cwe601Safe07Fixed implements Cwe601Safe07Shaper {
  @Override
  public String shape(String in) {
    return "fixed";
  }
}
class Cwe601Safe07Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.sendRedirect(bar);
  }
}


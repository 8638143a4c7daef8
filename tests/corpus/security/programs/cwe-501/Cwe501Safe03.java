// expect: none (CWE-501 safe)
// trust: source headers-enum, flow interface-impl, sink session-checked (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe03")
public class Cwe501Safe03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      Cwe501Safe03Shaper shaper = new Cwe501Safe03Trim();
      String bar = shaper.shape(param);
      if (!bar.matches("^[A-Za-z]{2,12}$")) {
        response.sendError(400);
        return;
      }
      request.getSession().setAttribute("displayName", bar);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe501Safe03Shaper {
  String shape(String in);
}

class Cwe501Safe03Trim implements Cwe501Safe03Shaper {
  @Override
  public String shape(String in) {
    return in.strip();
  }
}


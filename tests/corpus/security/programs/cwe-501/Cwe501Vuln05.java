// expect: CWE-501
// trust: source values, flow interface-impl, sink session-name (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Vuln05")
public class Cwe501Vuln05 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      Cwe501Vuln05Shaper shaper = new Cwe501Vuln05Trim();
      String bar = shaper.shape(param);
      javax.servlet.http.HttpSession s = request.getSession();
      s.setAttribute(bar, "granted");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe501Vuln05Shaper {
  String shape(String in);
}

class Cwe501Vuln05Trim implements Cwe501Vuln05Shaper {
  @Override
  public String shape(String in) {
    return in.strip();
  }
}


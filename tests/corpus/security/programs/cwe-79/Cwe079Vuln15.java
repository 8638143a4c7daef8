// expect: CWE-79
// xss: source param-map, flow interface-impl, sink writer-println (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln15")
public class Cwe079Vuln15 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      response.getWriter().println("<p>Hello " + bar + "</p>");
    }
  }

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
      Cwe079Vuln15Shaper shaper = new Cwe079Vuln15Trim();
      String bar = shaper.shape(param);
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe079Vuln15Shaper {
  String shape(String in);
}

class Cwe079Vuln15Trim implements Cwe079Vuln15Shaper {
  @Override
  public String shape(String in) {
    return in.strip();
  }
}


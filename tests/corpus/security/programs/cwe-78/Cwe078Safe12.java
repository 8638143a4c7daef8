// expect: none (CWE-78 safe)
// command: source param, flow interface-impl, sink exec-constant-check (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe12")
public class Cwe078Safe12 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    if (!bar.matches("[a-z0-9]{1,16}")) {
      throw new IllegalArgumentException("bad host");
    }
    Process p = Runtime.getRuntime().exec(new String[] { "/bin/ping", "-c", "1", bar });
    p.waitFor();
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      Cwe078Safe12Shaper shaper = new Cwe078Safe12Trim();
      String bar = shaper.shape(param);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe078Safe12Shaper {
  String shape(String in);
}

class Cwe078Safe12Trim implements Cwe078Safe12Shaper {
  @Override
  public String shape(String in) {
    return in.strip();
  }
}


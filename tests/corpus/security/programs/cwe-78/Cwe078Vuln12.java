// expect: CWE-78
// command: source reader, flow interface-impl, sink exec-shell-array (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Vuln12")
public class Cwe078Vuln12 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      Cwe078Vuln12Shaper shaper = new Cwe078Vuln12Trim();
      String bar = shaper.shape(param);
      Cwe078Vuln12Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe078Vuln12Shaper {
  String shape(String in);
}

class Cwe078Vuln12Trim implements Cwe078Vuln12Shaper {
  @Override
  public String shape(String in) {
    return in.strip();
  }
}
class Cwe078Vuln12Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
    Runtime rt = Runtime.getRuntime();
    rt.exec(cmd).waitFor();
  }
}


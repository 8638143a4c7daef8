// expect: CWE-78
// command: source reader, flow builder, sink exec-shell-array (method)

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
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
    Runtime rt = Runtime.getRuntime();
    rt.exec(cmd).waitFor();
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      StringBuilder sb = new StringBuilder("v-");
      sb.append(param).append("-end");
      String bar = sb.toString();
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

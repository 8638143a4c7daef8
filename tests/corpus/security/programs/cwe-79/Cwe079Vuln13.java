// expect: CWE-79
// xss: source headers-enum, flow base64, sink writer-println (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln13")
public class Cwe079Vuln13 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      response.getWriter().println("<p>Hello " + bar + "</p>");
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
      String bar = new String(java.util.Base64.getDecoder().decode(enc));
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

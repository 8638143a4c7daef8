// expect: CWE-22
// path: source header, flow format, sink file-input (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln08")
public class Cwe022Vuln08 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {
      in.read();
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String bar = String.format("%s", param);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: CWE-22
// path: source header, flow direct, sink file-child (helper-class)

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

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String bar = param;
      Cwe022Vuln08Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe022Vuln08Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.File f = new java.io.File("/srv/uploads/", bar);
    if (f.exists()) f.delete();
  }
}


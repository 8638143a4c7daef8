// expect: none (CWE-22 safe)
// path: source headers-enum, flow builder-reset, sink file-writer (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Safe04")
public class Cwe022Safe04 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.FileWriter w = new java.io.FileWriter(new java.io.File(bar));
    w.write("x");
    w.close();
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
      StringBuilder sb = new StringBuilder();
      sb.append(param);
      sb = new StringBuilder("clean");
      String bar = sb.toString();
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

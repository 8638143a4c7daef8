// expect: CWE-22
// path: source reader, flow dead-else, sink file-uri (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln12")
public class Cwe022Vuln12 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.File f = new java.io.File(new java.net.URI("file:///data/" + bar));
    f.createNewFile();
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      String bar = "init";
      int k = 9;
      if (k * k > 50) {
        bar = param;
      } else {
        bar = "quiet";
      }
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

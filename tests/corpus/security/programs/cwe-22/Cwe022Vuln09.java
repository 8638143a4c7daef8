// expect: CWE-22
// path: source query, flow base64, sink paths-get (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln09")
public class Cwe022Vuln09 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String qs = request.getQueryString();
      String param = "";
      if (qs != null) {
        int at = qs.indexOf("v=");
        param = at < 0 ? "" : qs.substring(at + 2);
      }
      byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
      String bar = new String(java.util.Base64.getDecoder().decode(enc));
      java.nio.file.Path target = java.nio.file.Paths.get("/opt/app/files", bar);
      byte[] data = java.nio.file.Files.readAllBytes(target);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

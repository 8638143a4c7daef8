// expect: CWE-22
// path: source values, flow optional-map, sink file-uri (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln14")
public class Cwe022Vuln14 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      String bar = java.util.Optional.ofNullable(param).map(String::trim).orElse("");
      java.io.File f = new java.io.File(new java.net.URI("file:///data/" + bar));
      f.createNewFile();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: CWE-601
// redirect: source headers-enum, flow field-store, sink location-header (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Vuln02")
public class Cwe601Vuln02 extends HttpServlet {
  static class Holder {
    String value;
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
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      response.setStatus(302);
      response.setHeader("Location", "https://" + bar + "/welcome");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

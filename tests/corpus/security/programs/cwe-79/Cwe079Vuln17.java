// expect: CWE-79
// xss: source query, flow map-same-key, sink output-stream (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln17")
public class Cwe079Vuln17 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      response.getOutputStream().print("<div>" + bar + "</div>");
    }
  }

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
      java.util.Map<String, Object> m = new java.util.HashMap<>();
      m.put("first", "fixed value");
      m.put("second", param);
      String bar = (String) m.get("second");
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

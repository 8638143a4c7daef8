// expect: CWE-79
// xss: source values, flow props-set, sink writer-format (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln02")
public class Cwe079Vuln02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      java.util.Properties p = new java.util.Properties();
      p.setProperty("target", param);
      String bar = p.getProperty("target", "none");
      response.getWriter().format("<b>%s</b>", bar);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: none (CWE-601 safe)
// redirect: source header, flow char-loop, sink redirect-allowed (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Safe06")
public class Cwe601Safe06 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    if (bar.startsWith("/") && !bar.startsWith("//")) {
      response.sendRedirect(bar);
    } else {
      response.sendRedirect("/");
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      StringBuilder chars = new StringBuilder();
      for (int i = 0; i < param.length(); i++) {
        char ch = param.charAt(i);
        if (ch != '\t') chars.append(ch);
      }
      String bar = chars.toString();
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

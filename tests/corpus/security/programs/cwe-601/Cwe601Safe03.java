// expect: none (CWE-601 safe)
// redirect: source query, flow array-index, sink redirect-allowed (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Safe03")
public class Cwe601Safe03 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      if (bar.startsWith("/") && !bar.startsWith("//")) {
        response.sendRedirect(bar);
      } else {
        response.sendRedirect("/");
      }
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
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: CWE-79
// xss: source values, flow array-index, sink writer-write (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln11")
public class Cwe079Vuln11 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      Cwe079Vuln11Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe079Vuln11Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.PrintWriter out = response.getWriter();
    out.write(bar.toCharArray());
  }
}


// expect: CWE-79
// xss: source reader, flow ternary-live, sink writer-write (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln10")
public class Cwe079Vuln10 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      int limit = 40;
      String bar = (limit * 3 > 100) ? param : "fallback";
      java.io.PrintWriter out = response.getWriter();
      out.write(bar.toCharArray());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: none (CWE-78 safe)
// command: source reader, flow regex-helper, sink exec-program (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe05")
public class Cwe078Safe05 extends HttpServlet {
  private static boolean wellFormed(String s) {
    return s != null && s.matches("^[a-z0-9_-]{1,32}$");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      if (!wellFormed(param)) {
        return;
      }
      String bar = param;
      Runtime rt = Runtime.getRuntime();
      rt.exec("/opt/tools/" + bar + ".sh").waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

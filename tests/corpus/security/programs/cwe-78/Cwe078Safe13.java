// expect: none (CWE-78 safe)
// command: source values, flow allow-list, sink process-builder (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe13")
public class Cwe078Safe13 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
      String bar = allowed.contains(param) ? param : "red";
      ProcessBuilder pb = new ProcessBuilder("bash", "-c", "echo " + bar);
      pb.start().waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

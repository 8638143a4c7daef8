// expect: none (CWE-78 safe)
// command: source values, flow constant, sink process-builder (helper-class)

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
      String bar = "static-value";
      Cwe078Safe13Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe078Safe13Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("bash", "-c", "echo " + bar);
    pb.start().waitFor();
  }
}


// expect: CWE-22
// path: source values, flow split, sink file-input (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln14")
public class Cwe022Vuln14 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {
        in.read();
      }
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      String[] parts = (param + " tail").split(" ");
      String bar = parts[0];
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: none (CWE-22 safe)
// path: source param, flow map-same-key, sink file-name-only (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Safe12")
public class Cwe022Safe12 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      String name = java.nio.file.Paths.get(bar).getFileName().toString();
      java.io.File f = new java.io.File("/srv/uploads", name);
      if (f.exists()) f.delete();
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
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

// expect: none (CWE-501 safe)
// trust: source values, flow trim-lower, sink session-checked (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe12")
public class Cwe501Safe12 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      String bar = param.trim().toLowerCase();
      Cwe501Safe12Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe501Safe12Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    if (!bar.matches("^[A-Za-z]{2,12}$")) {
      response.sendError(400);
      return;
    }
    request.getSession().setAttribute("displayName", bar);
  }
}


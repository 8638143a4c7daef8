// expect: CWE-601
// redirect: source param, flow trim-lower, sink location-header (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Vuln04")
public class Cwe601Vuln04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar = param.trim().toLowerCase();
      Cwe601Vuln04Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe601Vuln04Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.setStatus(302);
    response.setHeader("Location", "https://" + bar + "/welcome");
  }
}


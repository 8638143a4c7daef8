// expect: none (CWE-502 safe)
// deser-json-bind

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe502Safe02")
public class Cwe502Safe02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      com.fasterxml.jackson.databind.ObjectMapper om = new com.fasterxml.jackson.databind.ObjectMapper();
      java.util.Map<?, ?> o = om.readValue(request.getInputStream(), java.util.Map.class);
      response.getWriter().println(o.size());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: CWE-502
// deser-base64-param

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe502Vuln02")
public class Cwe502Vuln02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      byte[] raw = java.util.Base64.getDecoder().decode(request.getParameter("state"));
      java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(raw));
      Object state = in.readObject();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

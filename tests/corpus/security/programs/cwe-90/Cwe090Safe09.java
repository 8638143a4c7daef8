// expect: none (CWE-90 safe)
// ldap: source values, flow second-class-static, sink dir-search-encoded (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe09")
public class Cwe090Safe09 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      String bar = Cwe090Safe09Text.tidy(param);
      Cwe090Safe09Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe090Safe09Text {
  static String tidy(String in) {
    return in.replace("\n", " ");
  }
}
class Cwe090Safe09Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
    String filter = "(uid=" + org.owasp.esapi.ESAPI.encoder().encodeForLDAP(bar) + ")";
    ctx.search("ou=people,dc=corp", filter, new javax.naming.directory.SearchControls());
  }
}


// expect: CWE-90
// ldap: source param, flow switch-live, sink dir-search-args (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln11")
public class Cwe090Vuln11 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar;
      char pick = "XYZ".charAt(2);
      switch (pick) {
        case 'X': bar = "x-value"; break;
        case 'Z': bar = param; break;
        default: bar = "other"; break;
      }
      javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
      ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

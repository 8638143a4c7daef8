// expect: none (CWE-90 safe)
// ldap: source values, flow array-index, sink dir-search-encoded (inline)

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
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
      String filter = "(uid=" + org.owasp.esapi.ESAPI.encoder().encodeForLDAP(bar) + ")";
      ctx.search("ou=people,dc=corp", filter, new javax.naming.directory.SearchControls());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

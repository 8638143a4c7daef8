// expect: CWE-90
// ldap: source names, flow field-store, sink dir-search (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln07")
public class Cwe090Vuln07 extends HttpServlet {
  static class Holder {
    String value;
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> ns = request.getParameterNames();
      while (ns.hasMoreElements()) {
        String n = ns.nextElement();
        if (n.startsWith("f_")) { param = n; break; }
      }
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
      javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();
      String filter = "(&(objectClass=person)(uid=" + bar + "))";
      javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> res = ctx.search("ou=people,dc=corp", filter, sc);
      while (res.hasMore()) res.next();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

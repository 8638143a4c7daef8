// expect: none (CWE-90 safe)
// ldap: source param-map, flow props-other, sink dir-search (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe05")
public class Cwe090Safe05 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      java.util.Properties p = new java.util.Properties();
      p.setProperty("target", param);
      String bar = p.getProperty("unrelated", "default_ok");
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

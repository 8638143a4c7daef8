// expect: CWE-90
// ldap: source query, flow function-lambda, sink dir-search (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln01")
public class Cwe090Vuln01 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String qs = request.getQueryString();
      String param = "";
      if (qs != null) {
        int at = qs.indexOf("v=");
        param = at < 0 ? "" : qs.substring(at + 2);
      }
      java.util.function.Function<String, String> wrap = s -> "<" + s + ">";
      String bar = wrap.apply(param);
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

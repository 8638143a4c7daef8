// expect: none (CWE-90 safe)
// ldap: source header, flow allow-list, sink dir-search (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe13")
public class Cwe090Safe13 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
    javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();
    String filter = "(&(objectClass=person)(uid=" + bar + "))";
    javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> res = ctx.search("ou=people,dc=corp", filter, sc);
    while (res.hasMore()) res.next();
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
      String bar = allowed.contains(param) ? param : "red";
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

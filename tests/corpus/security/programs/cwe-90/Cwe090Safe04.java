// expect: none (CWE-90 safe)
// ldap: source cookie, flow helper-ignores, sink dir-search (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe04")
public class Cwe090Safe04 extends HttpServlet {
  private static String label(String in) {
    String ignored = in;
    return "label";
  }
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
      javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();
      String filter = "(&(objectClass=person)(uid=" + bar + "))";
      javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> res = ctx.search("ou=people,dc=corp", filter, sc);
      while (res.hasMore()) res.next();
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "none";
      Cookie[] jar = request.getCookies();
      if (jar != null) {
        for (Cookie c : jar) {
          if ("pref".equals(c.getName())) {
            param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            break;
          }
        }
      }
      String bar = label(param);
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

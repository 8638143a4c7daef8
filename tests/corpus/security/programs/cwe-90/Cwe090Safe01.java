// expect: none (CWE-90 safe)
// ldap: source reader, flow array-other, sink dir-search (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe01")
public class Cwe090Safe01 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      String[] slots = { "one", param, "three" };
      String bar = slots[2];
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

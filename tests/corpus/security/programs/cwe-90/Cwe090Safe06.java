// expect: none (CWE-90 safe)
// ldap: source names, flow array-index, sink dir-search-filter-args (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe06")
public class Cwe090Safe06 extends HttpServlet {

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
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
      ctx.search("ou=people,dc=corp", "(uid={0})", new Object[] { bar }, new javax.naming.directory.SearchControls());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

// expect: none (CWE-90 safe)
// ldap: source param-map, flow allow-list, sink dir-search-args (inline)

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
      java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
      String bar = allowed.contains(param) ? param : "red";
      javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
      ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

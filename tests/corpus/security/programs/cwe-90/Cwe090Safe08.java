// expect: none (CWE-90 safe)
// ldap: source param, flow builder-reset, sink dir-search-args (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe08")
public class Cwe090Safe08 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
      ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      StringBuilder sb = new StringBuilder();
      sb.append(param);
      sb = new StringBuilder("clean");
      String bar = sb.toString();
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

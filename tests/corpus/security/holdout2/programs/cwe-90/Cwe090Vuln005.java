// expect: CWE-90
// source: getPathInfo(); flow: URLDecoder.decode; sink: filter built with StringBuilder [sink inside static Worker90V5.searchDirectory() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Hashtable;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe90/vuln005/*")
public class Cwe090Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String param = pathInfo == null ? "" : pathInfo.substring(1);
        String cleaned = URLDecoder.decode(param, StandardCharsets.UTF_8);
        Worker90V5.searchDirectory(cleaned, request, response);
    }
}

final class Worker90V5 {
    private Worker90V5() {
    }

    static void searchDirectory(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            StringBuilder filter = new StringBuilder("(&(objectClass=inetOrgPerson)(|(uid=");
            filter.append(cleaned).append(")(mail=").append(cleaned).append(")))");
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=com", filter.toString(), controls);
            int found = 0;
            while (results.hasMore()) {
                results.next();
                found++;
            }
            ctx.close();
            response.getWriter().println("entries: " + found);
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}

// expect: CWE-90
// source: last segment of getRequestURI(); flow: private helper (trim); sink: filter concatenated inline in search()

package corpus.security;

import java.io.IOException;
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

@WebServlet("/h2/cwe90/vuln013/*")
public class Cwe090Vuln013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String tidy(String s) {
        return s == null ? "" : s.trim();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String uri = request.getRequestURI();
        String param = uri.substring(uri.lastIndexOf('/') + 1);
        String selected = tidy(param);
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);

            NamingEnumeration<SearchResult> results = ctx.search("ou=groups,dc=example,dc=com", "(&(objectClass=groupOfNames)(cn=" + selected + "))", controls);
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

// expect: none (CWE-90 safe)
// safe: ESAPI encodeForLDAP [sink inside private method searchDirectory()] (source getPathInfo(); flow: Function lambda (toLowerCase))

package corpus.security;

import java.io.IOException;
import java.util.Hashtable;
import java.util.function.Function;

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

import org.owasp.esapi.ESAPI;

@WebServlet("/h2/cwe90/safe003/*")
public class Cwe090Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void searchDirectory(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(uid=" + ESAPI.encoder().encodeForLDAP(arg) + ")";
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=com", filter, controls);
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

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String input = pathInfo == null ? "" : pathInfo.substring(1);
        Function<String, String> lower = s -> s.toLowerCase();
        String arg = lower.apply(input);
        searchDirectory(arg, request, response);
    }
}

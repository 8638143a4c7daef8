// expect: none (CWE-90 safe)
// safe: Optional.filter(allow-list).orElse(constant) (source getParameter("name"); sink: String.format LDAP filter with %s)

package corpus.security;

import java.io.IOException;
import java.util.Hashtable;
import java.util.Optional;
import java.util.Set;

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

@WebServlet("/h2/cwe90/safe008")
public class Cwe090Safe008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> LANGS = Set.of("en", "de", "fr");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = request.getParameter("name");
        if (input == null) {
            input = "";
        }
        String cleaned = Optional.ofNullable(input).filter(LANGS::contains).orElse("en");
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = String.format("(&(objectClass=person)(mail=%s))", cleaned);
            NamingEnumeration<SearchResult> results = ctx.search("dc=example,dc=com", filter, controls);
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

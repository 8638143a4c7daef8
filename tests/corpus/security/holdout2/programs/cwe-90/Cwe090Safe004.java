// expect: none (CWE-90 safe)
// safe: interface implementation ignores its input and returns a constant (source getParameterValues("item")[0]; sink: filter concatenated inline in search() [sink inside private method searchDirectory()])

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

@WebServlet("/h2/cwe90/safe004")
public class Cwe090Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void searchDirectory(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
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

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String received = (values != null && values.length > 0) ? values[0] : "";
        ValueMasker90S4 masker = new RedactingMasker90S4();
        String selected = masker.mask(received);
        searchDirectory(selected, request, response);
    }
}

interface ValueMasker90S4 {
    String mask(String s);
}

final class RedactingMasker90S4 implements ValueMasker90S4 {
    @Override
    public String mask(String s) {
        return "[redacted]";
    }
}

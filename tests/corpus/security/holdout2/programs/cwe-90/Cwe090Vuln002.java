// expect: CWE-90
// source: first line of the body (getReader); flow: if on a constant that runs the tainted branch; sink: String.format LDAP filter with %s [sink inside private method searchDirectory()]

package corpus.security;

import java.io.BufferedReader;
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

@WebServlet("/h2/cwe90/vuln002")
public class Cwe090Vuln002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean STRICT = false;

    private void searchDirectory(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = String.format("(&(objectClass=person)(mail=%s))", arg);
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

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            input = line == null ? "" : line.trim();
        }
        String arg = "n/a";
        if (!STRICT) {
            arg = input;
        }
        searchDirectory(arg, request, response);
    }
}

// expect: none (CWE-90 safe)
// safe: ternary on a constant always picks the literal (source a header name (getHeaderNames); sink: search(base, filterExpr, args, controls) but the input is concatenated into filterExpr [sink inside static Worker90S10.searchDirectory() of a second top-level class])

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;
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

@WebServlet("/h2/cwe90/safe010")
public class Cwe090Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 3;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames != null && headerNames.hasMoreElements()) {
            String h = headerNames.nextElement();
            if (h.toLowerCase().startsWith("x-ref-")) {
                raw = h.substring(6);
            }
        }
        String data = LIMIT > 5 ? raw : "none";
        Worker90S10.searchDirectory(data, request, response);
    }
}

final class Worker90S10 {
    private Worker90S10() {
    }

    static void searchDirectory(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            Object[] noArgs = new Object[0];
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=com", "(cn=" + data + ")", noArgs, controls);
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

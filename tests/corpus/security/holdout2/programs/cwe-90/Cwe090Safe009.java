// expect: none (CWE-90 safe)
// safe: filter arguments {0} bound by the provider (escaped) [sink inside static Worker90S9.searchDirectory() of a second top-level class] (source a parameter name (getParameterNames); flow: interface with one implementation (strip))

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

@WebServlet("/h2/cwe90/safe009")
public class Cwe090Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                received = n.substring(4);
                break;
            }
        }
        ValueFormatter90S9 formatter = new StripFormatter90S9();
        String arg = formatter.format(received);
        Worker90S9.searchDirectory(arg, request, response);
    }
}

interface ValueFormatter90S9 {
    String format(String s);
}

final class StripFormatter90S9 implements ValueFormatter90S9 {
    @Override
    public String format(String s) {
        return s.strip();
    }
}

final class Worker90S9 {
    private Worker90S9() {
    }

    static void searchDirectory(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            Object[] args = new Object[] {arg};
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=com", "(uid={0})", args, controls);
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

// expect: none (CWE-90 safe)
// safe: private helper escapes \ * ( ) and NUL per RFC 4515 (source whole body (getInputStream); flow: static method of a second top-level class)

package corpus.security;

import java.io.IOException;
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

@WebServlet("/h2/cwe90/safe007")
public class Cwe090Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String escapeFilter(String value) {
        StringBuilder sb = new StringBuilder();
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\\':
                    sb.append("\\5c");
                    break;
                case '*':
                    sb.append("\\2a");
                    break;
                case '(':
                    sb.append("\\28");
                    break;
                case ')':
                    sb.append("\\29");
                    break;
                case '\0':
                    sb.append("\\00");
                    break;
                default:
                    sb.append(c);
            }
        }
        return sb.toString();
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String raw = new String(body, StandardCharsets.UTF_8);
        String arg = InputNormalizer90S7.collapse(raw);
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(cn=" + escapeFilter(arg) + ")";
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
}

final class InputNormalizer90S7 {
    private InputNormalizer90S7() {
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ");
    }
}

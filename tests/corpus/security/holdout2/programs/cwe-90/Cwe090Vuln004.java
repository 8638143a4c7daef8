// expect: CWE-90
// source: @PathVariable("name") (Spring); flow: Base64 encode/decode round trip; sink: search(base, filterExpr, args, controls) but the input is concatenated into filterExpr

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Hashtable;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe90")
public class Cwe090Vuln004 {
    @GetMapping("/vuln004/{name}")
    public void handle(@PathVariable("name") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String encoded = Base64.getEncoder().encodeToString(userValue.getBytes(StandardCharsets.UTF_8));
        String arg = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");

        try {
            DirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            Object[] noArgs = new Object[0];
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=com", "(cn=" + arg + ")", noArgs, controls);
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

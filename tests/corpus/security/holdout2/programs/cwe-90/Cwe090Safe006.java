// expect: none (CWE-90 safe)
// safe: URL-safe Base64 encoding only (alphabet A-Za-z0-9-_) (source @RequestHeader("X-Client") (Spring); sink: filter built with StringBuilder)

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
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe90")
public class Cwe090Safe006 {
    @GetMapping("/safe006")
    public void handle(@RequestHeader(value = "X-Client", defaultValue = "") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String cleaned = Base64.getUrlEncoder().withoutPadding().encodeToString(param.getBytes(StandardCharsets.UTF_8));
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

// expect: none (CWE-90 safe)
// note: DirContext.search with a {0} filter argument array so the username is escaped by JNDI
package com.corpnet.auth;

import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

public class LdapBindAuthenticator {

    private final String ldapUrl;
    private final String baseDn;

    public LdapBindAuthenticator(String ldapUrl, String baseDn) {
        this.ldapUrl = ldapUrl;
        this.baseDn = baseDn;
    }

    public String findUserDn(String username) throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, ldapUrl);
        env.put(Context.SECURITY_PRINCIPAL, System.getenv("LDAP_BIND_DN"));
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("LDAP_BIND_PASSWORD"));
        DirContext ctx = new InitialDirContext(env);
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            NamingEnumeration<SearchResult> results = ctx.search(baseDn, "(&(objectClass=user)(sAMAccountName={0}))", new Object[] {username}, controls);
            return results.hasMore() ? results.next().getNameInNamespace() : null;
        } finally {
            ctx.close();
        }
    }
}

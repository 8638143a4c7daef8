// expect: CWE-90 @ 16
// note: CLI argument alias concatenated into the filter of InitialDirContext.search
package tools.ldap;

import javax.naming.NamingEnumeration;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

public class MailAliasCli {

    public static void main(String[] args) throws Exception {
        InitialDirContext ctx = new InitialDirContext();
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        NamingEnumeration<SearchResult> rs = ctx.search("dc=mail,dc=example", "(mailAlias=" + args[0] + ")", sc);
        while (rs.hasMore()) {
            System.out.println(rs.next().getNameInNamespace());
        }
    }
}

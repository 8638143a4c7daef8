// expect: CWE-90 @ 26
// note: department and name fragments from the search form concatenated into an LDAP filter passed to DirContext.search
package com.corp.directory;

import java.util.ArrayList;
import java.util.List;

import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

public class EmployeeDirectoryService {
    private final DirContext ctx;

    public EmployeeDirectoryService(DirContext ctx) {
        this.ctx = ctx;
    }

    public List<String> find(String department, String namePrefix) throws NamingException {
        String filter = "(&(objectClass=inetOrgPerson)(ou=" + department + ")(cn=" + namePrefix + "*))";
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail"});
        NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=corp,dc=example", filter, controls);
        List<String> names = new ArrayList<>();
        while (results.hasMore()) {
            names.add(results.next().getNameInNamespace());
        }
        return names;
    }
}

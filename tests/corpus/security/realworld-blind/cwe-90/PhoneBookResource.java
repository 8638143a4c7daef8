// expect: none (CWE-90 safe)
// note: the search text is escaped with LdapEncoder.filterEncode before being placed in the DirContext filter
package com.telco.phonebook;

import java.util.ArrayList;
import java.util.List;

import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.springframework.ldap.support.LdapEncoder;

@Path("/phonebook")
public class PhoneBookResource {
    private final DirContext directory;

    public PhoneBookResource(DirContext directory) {
        this.directory = directory;
    }

    @GET
    public List<String> search(@QueryParam("name") String name) throws NamingException {
        String filter = "(&(objectClass=person)(displayName=*" + LdapEncoder.filterEncode(name) + "*))";
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        sc.setCountLimit(50);
        NamingEnumeration<SearchResult> found = directory.search("dc=telco,dc=example", filter, sc);
        List<String> numbers = new ArrayList<>();
        while (found.hasMore()) {
            Object phone = found.next().getAttributes().get("telephoneNumber");
            numbers.add(phone == null ? "" : phone.toString());
        }
        return numbers;
    }
}

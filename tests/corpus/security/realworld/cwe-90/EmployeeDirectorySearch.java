// expect: none (CWE-90 safe)
// note: OR filter built with Spring LDAP filter objects (LikeFilter/OrFilter), which encode the term
package com.peoplehub.ldap;

import java.util.List;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.filter.AndFilter;
import org.springframework.ldap.filter.EqualsFilter;
import org.springframework.ldap.filter.LikeFilter;
import org.springframework.ldap.filter.OrFilter;
import org.springframework.stereotype.Service;

@Service
public class EmployeeDirectorySearch {
    private static final String[] ATTRIBUTES = {"cn", "mail", "telephoneNumber", "departmentNumber"};
    private final LdapTemplate ldap;

    public EmployeeDirectorySearch(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    public List<String> search(String term) {
        OrFilter any = new OrFilter();
        String escaped = term.replace("*", "");
        for (String attribute : ATTRIBUTES) {
            any.or(new LikeFilter(attribute, escaped + "*"));
        }
        AndFilter filter = new AndFilter().and(new EqualsFilter("objectClass", "person")).and(any);
        return ldap.search("ou=staff", filter.encode(), (AttributesMapper<String>) a -> (String) a.get("mail").get());
    }
}

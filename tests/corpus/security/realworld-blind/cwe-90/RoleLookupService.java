// expect: none (CWE-90 safe)
// note: LdapTemplate.search with LdapQueryBuilder.query().filter(format, args) which encodes the {0} argument
package com.erp.roles;

import java.util.List;

import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.query.LdapQueryBuilder;
import org.springframework.stereotype.Service;

@Service
public class RoleLookupService {
    private final LdapTemplate ldapTemplate;

    public RoleLookupService(LdapTemplate ldapTemplate) {
        this.ldapTemplate = ldapTemplate;
    }

    public List<String> rolesOf(String userDn) {
        return ldapTemplate.search(
                LdapQueryBuilder.query().base("ou=roles").filter("(&(objectClass=groupOfNames)(member={0}))", userDn),
                attrs -> (String) attrs.get("cn").get());
    }
}

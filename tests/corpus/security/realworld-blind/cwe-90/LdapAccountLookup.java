// expect: none (CWE-90 safe)
// note: LdapQueryBuilder.query().where("uid").is(username) encodes the value in the filter
package com.vpn.portal.auth;

import java.util.List;

import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.query.LdapQuery;
import org.springframework.ldap.query.LdapQueryBuilder;
import org.springframework.stereotype.Service;

@Service
public class LdapAccountLookup {
    private final LdapTemplate ldapTemplate;

    public LdapAccountLookup(LdapTemplate ldapTemplate) {
        this.ldapTemplate = ldapTemplate;
    }

    public List<String> mailOf(String username) {
        LdapQuery query = LdapQueryBuilder.query()
                .base("ou=people")
                .attributes("mail")
                .where("objectClass").is("person")
                .and("uid").is(username);
        return ldapTemplate.search(query, attrs -> (String) attrs.get("mail").get());
    }
}

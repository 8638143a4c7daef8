// expect: CWE-90 @ 25
// note: @PathVariable uid formatted into a filter string and given to Spring LdapTemplate.search
package com.devops.access;

import java.util.List;

import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class GroupMembershipController {
    private final LdapTemplate ldap;

    public GroupMembershipController(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @GetMapping("/users/{uid}/groups")
    public List<String> groups(@PathVariable String uid) {
        String filter = String.format("(&(objectClass=groupOfNames)(member=uid=%s,ou=people,dc=devops,dc=example))", uid);
        AttributesMapper<String> cn = attrs -> (String) attrs.get("cn").get();
        return ldap.search("ou=groups", filter, cn);
    }
}

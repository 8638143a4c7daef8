// expect: CWE-90 @ 24
// note: @RequestParam uid concatenated into an LDAP filter → LdapTemplate.search(base, filter, mapper)
package com.intranet.directory;

import java.util.List;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DirectoryLookupController {

    private final LdapTemplate ldapTemplate;

    public DirectoryLookupController(LdapTemplate ldapTemplate) {
        this.ldapTemplate = ldapTemplate;
    }

    @GetMapping("/directory/people")
    public List<String> lookup(@RequestParam String uid) {
        String filter = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))";
        return ldapTemplate.search("ou=people", filter, (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
    }
}

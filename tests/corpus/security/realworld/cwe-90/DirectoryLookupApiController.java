// expect: none (CWE-90 safe)
// note: uid escaped with LdapEncoder.filterEncode before being put into the filter
package com.intranet.directory;

import java.util.List;
import org.springframework.ldap.support.LdapEncoder;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DirectoryLookupApiController {

    private final LdapTemplate ldapTemplate;

    public DirectoryLookupApiController(LdapTemplate ldapTemplate) {
        this.ldapTemplate = ldapTemplate;
    }

    @GetMapping("/directory/people")
    public List<String> lookup(@RequestParam String uid) {
        String filter = "(&(objectClass=inetOrgPerson)(uid=" + LdapEncoder.filterEncode(uid) + "))";
        return ldapTemplate.search("ou=people", filter, (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
    }
}

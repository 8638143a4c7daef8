// expect: none (CWE-90 safe)
// note: filter built with EqualsFilter(...).encode(), which escapes the username
package com.portal.ldap;

import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.filter.AndFilter;
import org.springframework.ldap.filter.EqualsFilter;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class LdapLoginController {
    private final LdapLoginVerifier service;

    LdapLoginController(LdapLoginVerifier service) {
        this.service = service;
    }

    @PostMapping("/ldap-login")
    boolean login(@RequestParam String username, @RequestParam String password) {
        return service.login(username, password);
    }
}

@Service
public class LdapLoginVerifier {
    private final LdapTemplate ldapTemplate;

    public LdapLoginVerifier(LdapTemplate ldapTemplate) {
        this.ldapTemplate = ldapTemplate;
    }

    public boolean login(String username, String password) {
        String filter = new AndFilter().and(new EqualsFilter("objectClass", "person")).and(new EqualsFilter("uid", username)).encode();
        return ldapTemplate.authenticate("ou=people", filter, password);
    }
}

// expect: CWE-90 @ 35
// note: login form username concatenated into the filter passed to LdapTemplate.authenticate
package com.portal.ldap;

import org.springframework.ldap.core.LdapTemplate;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class LdapLoginController {
    private final LdapLoginService service;

    LdapLoginController(LdapLoginService service) {
        this.service = service;
    }

    @PostMapping("/ldap-login")
    boolean login(@RequestParam String username, @RequestParam String password) {
        return service.login(username, password);
    }
}

@Service
public class LdapLoginService {
    private final LdapTemplate ldapTemplate;

    public LdapLoginService(LdapTemplate ldapTemplate) {
        this.ldapTemplate = ldapTemplate;
    }

    public boolean login(String username, String password) {
        String filter = "(&(objectClass=person)(uid=" + username + "))";
        return ldapTemplate.authenticate("ou=people", filter, password);
    }
}

// expect: CWE-90 @ 42
// note: service method builds an OR filter over several attributes with StringBuilder from a search term → LdapTemplate.search
package com.peoplehub.ldap;

import java.util.List;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class EmployeeSearchController {
    private final EmployeeSearchService service;

    EmployeeSearchController(EmployeeSearchService service) {
        this.service = service;
    }

    @GetMapping("/employees/search")
    List<String> search(@RequestParam String q) {
        return service.search(q);
    }
}

@Service
public class EmployeeSearchService {
    private static final String[] ATTRIBUTES = {"cn", "mail", "telephoneNumber", "departmentNumber"};
    private final LdapTemplate ldap;

    public EmployeeSearchService(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    public List<String> search(String term) {
        StringBuilder filter = new StringBuilder("(&(objectClass=person)(|");
        for (String attribute : ATTRIBUTES) {
            filter.append('(').append(attribute).append('=').append(term).append("*)");
        }
        filter.append("))");
        return ldap.search("ou=staff", filter.toString(), (AttributesMapper<String>) a -> (String) a.get("mail").get());
    }
}

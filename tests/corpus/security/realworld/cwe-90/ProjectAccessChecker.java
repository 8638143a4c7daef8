// expect: CWE-90 @ 21
// note: public check(user, project) builds a memberOf filter with MessageFormat and calls LdapTemplate.search
package com.taskboard.security;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import java.text.MessageFormat;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;

public class ProjectAccessChecker {

    private final LdapTemplate ldap;

    public ProjectAccessChecker(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    public boolean canAccess(String user, String project) {
        String filter = MessageFormat.format("(&(uid={0})(memberOf=cn={1},ou=projects,dc=taskboard,dc=example))", user, project);
        return !ldap.search("ou=people", filter, (AttributesMapper<String>) a -> "ok").isEmpty();
    }
}

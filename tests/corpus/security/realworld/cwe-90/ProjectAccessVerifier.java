// expect: none (CWE-90 safe)
// note: LdapQueryBuilder.filter(format, args) encodes the user and project arguments
package com.taskboard.security;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import java.text.MessageFormat;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;

public class ProjectAccessVerifier {

    private final LdapTemplate ldap;

    public ProjectAccessVerifier(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    public boolean canAccess(String user, String project) {
        return !ldap.search(query().base("ou=people")
                        .filter("(&(uid={0})(memberOf=cn={1},ou=projects,dc=taskboard,dc=example))", user, project),
                (AttributesMapper<String>) a -> "ok").isEmpty();
    }
}

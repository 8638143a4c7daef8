// expect: CWE-90 @ 27
// note: JAX-RS @PathParam group put into LdapQueryBuilder.filter(String) via String.format
package com.corpnet.groups;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.util.List;
import org.springframework.ldap.core.LdapTemplate;

@Path("/groups/{group}/members")
public class GroupMembersResource {

    private final LdapTemplate ldap;

    public GroupMembersResource(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @GET
    @SuppressWarnings("unchecked")
    public List<String> members(@PathParam("group") String group) {
        return ldap.search(
                query().base("ou=groups")
                        .filter(String.format("(&(objectClass=groupOfNames)(cn=%s))", group)),
                (org.springframework.ldap.core.AttributesMapper<List<String>>) attrs -> java.util.Collections.list((javax.naming.NamingEnumeration<String>) attrs.get("member").getAll()))
                .stream().flatMap(List::stream).toList();
    }
}

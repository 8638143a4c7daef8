// expect: none (CWE-90 safe)
// note: LdapQueryBuilder.where("cn").is(group) builds an encoded equality filter
package com.corpnet.groups;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.util.List;
import org.springframework.ldap.core.LdapTemplate;

@Path("/groups/{group}/members")
public class GroupMembersEndpoint {

    private final LdapTemplate ldap;

    public GroupMembersEndpoint(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @GET
    @SuppressWarnings("unchecked")
    public List<String> members(@PathParam("group") String group) {
        return ldap.search(
                query().base("ou=groups")
                        .where("objectClass").is("groupOfNames").and("cn").is(group),
                (org.springframework.ldap.core.AttributesMapper<List<String>>) attrs -> java.util.Collections.list((javax.naming.NamingEnumeration<String>) attrs.get("member").getAll()))
                .stream().flatMap(List::stream).toList();
    }
}

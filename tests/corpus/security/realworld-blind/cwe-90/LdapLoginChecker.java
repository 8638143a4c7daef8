// expect: CWE-90 @ 22
// note: JAX-RS login form: uid and mail fields concatenated into an LdapQueryBuilder filter(String) hard filter
package com.extranet.login;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.query.LdapQueryBuilder;

@Path("/extranet/lookup")
public class LdapLoginChecker {
    private final LdapTemplate ldap;

    public LdapLoginChecker(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @POST
    public boolean exists(@FormParam("uid") String uid, @FormParam("mail") String mail) {
        String filter = "(|(uid=" + uid + ")(mail=" + mail + "))";
        return !ldap.search(LdapQueryBuilder.query().filter(filter), attrs -> attrs.get("uid").get()).isEmpty();
    }
}

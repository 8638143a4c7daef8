// expect: CWE-90 @ 25
// note: JAX-RS @FormParam email searched in LDAP with the email inside the filter text
package com.corpnet.reset;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;

@Path("/password/reset")
public class PasswordResetDirectory {

    private final DirContext ctx;

    public PasswordResetDirectory(DirContext ctx) {
        this.ctx = ctx;
    }

    @POST
    public Response request(@FormParam("email") String email) throws NamingException {
        String filter = "(mail=" + email + ")";
        boolean known = ctx.search("ou=people,dc=corpnet,dc=example", filter, new SearchControls()).hasMore();
        return Response.accepted().entity(known ? "sent" : "sent").build();
    }
}

// expect: none (CWE-90 safe)
// note: email escaped with a local RFC 4515 escape helper (\, *, (, ), NUL) before building the filter
package com.corpnet.reset;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;

@Path("/password/reset")
public class PasswordResetDirectoryLookup {

    private final DirContext ctx;

    public PasswordResetDirectoryLookup(DirContext ctx) {
        this.ctx = ctx;
    }

    @POST
    public Response request(@FormParam("email") String email) throws NamingException {
        String filter = "(mail=" + escape(email) + ")";
        boolean known = ctx.search("ou=people,dc=corpnet,dc=example", filter, new SearchControls()).hasMore();
        return Response.accepted().entity(known ? "sent" : "sent").build();
    }

    static String escape(String value) {
        StringBuilder sb = new StringBuilder();
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\\' -> sb.append("\\5c");
                case '*' -> sb.append("\\2a");
                case '(' -> sb.append("\\28");
                case ')' -> sb.append("\\29");
                case '\0' -> sb.append("\\00");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}

// expect: CWE-614 @ 28
// note: Quarkus resource sets the login cookie via NewCookie.Builder with httpOnly(true) and secure(false)
package org.acme.magiclink;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import java.net.URI;

@Path("/magic")
public class MagicLinkResource {

    private final MagicLinks links;

    public MagicLinkResource(MagicLinks links) {
        this.links = links;
    }

    @GET
    public Response redeem(@QueryParam("token") String token) {
        String session = links.redeem(token);
        NewCookie cookie = new NewCookie.Builder("ml_session")
                .value(session)
                .path("/")
                .httpOnly(true)
                .secure(false)
                .build();
        return Response.seeOther(URI.create("/app")).cookie(cookie).build();
    }

    public interface MagicLinks {
        String redeem(String token);
    }
}

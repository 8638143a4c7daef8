// expect: none (CWE-614 safe)
// note: Quarkus resource sets the login cookie with secure(true)
package org.acme.magiclink;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import java.net.URI;

@Path("/magic")
public class MagicLinkEndpoint {

    private final MagicLinks links;

    public MagicLinkEndpoint(MagicLinks links) {
        this.links = links;
    }

    @GET
    public Response redeem(@QueryParam("token") String token) {
        String session = links.redeem(token);
        NewCookie cookie = new NewCookie.Builder("ml_session")
                .value(session)
                .path("/")
                .httpOnly(true)
                .secure(true)
                .build();
        return Response.seeOther(URI.create("/app")).cookie(cookie).build();
    }

    public interface MagicLinks {
        String redeem(String token);
    }
}

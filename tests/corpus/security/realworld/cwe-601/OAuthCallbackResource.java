// expect: CWE-601 @ 23
// note: JAX-RS OAuth callback redirects with Response.seeOther(URI.create(state)) where state carries the return URL
package com.sso.oauth;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;

@Path("/oauth/callback")
public class OAuthCallbackResource {

    private final TokenExchange exchange;

    public OAuthCallbackResource(TokenExchange exchange) {
        this.exchange = exchange;
    }

    @GET
    public Response callback(@QueryParam("code") String code, @QueryParam("state") String state) {
        exchange.redeem(code);
        return Response.seeOther(URI.create(state)).build();
    }

    public interface TokenExchange {
        void redeem(String code);
    }
}

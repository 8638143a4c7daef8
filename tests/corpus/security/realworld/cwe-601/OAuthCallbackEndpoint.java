// expect: none (CWE-601 safe)
// note: state is looked up in the server-side pending-login store; only the stored relative path is used
package com.sso.oauth;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;

@Path("/oauth/callback")
public class OAuthCallbackEndpoint {

    private final TokenExchange exchange;
    private final PendingLogins pending;

    public OAuthCallbackEndpoint(TokenExchange exchange, PendingLogins pending) {
        this.exchange = exchange;
        this.pending = pending;
    }

    @GET
    public Response callback(@QueryParam("code") String code, @QueryParam("state") String state) {
        exchange.redeem(code);
        String path = pending.consume(state).orElse("/");
        return Response.seeOther(URI.create(path)).build();
    }

    public interface TokenExchange {
        void redeem(String code);
    }

    public interface PendingLogins {
        java.util.Optional<String> consume(String state);
    }
}

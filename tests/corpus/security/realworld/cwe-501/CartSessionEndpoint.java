// expect: none (CWE-501 safe)
// note: discount tier mapped through an enum (invalid → STANDARD) before storing
package com.shopfront.jaxrs;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;

@Path("/cart/tier")
public class CartSessionEndpoint {

    enum Tier { STANDARD, SILVER, GOLD }

    @Context
    HttpServletRequest request;

    @POST
    public Response setTier(@FormParam("tier") String tier) {
        Tier parsed;
        try {
            parsed = Tier.valueOf(tier);
        } catch (IllegalArgumentException | NullPointerException e) {
            parsed = Tier.STANDARD;
        }
        request.getSession().setAttribute("discountTier", parsed.name());
        return Response.noContent().build();
    }
}

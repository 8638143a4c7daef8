// expect: CWE-501 @ 20
// note: JAX-RS @FormParam discount tier stored in HttpSession from @Context HttpServletRequest
package com.shopfront.jaxrs;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;

@Path("/cart/tier")
public class CartSessionResource {

    @Context
    HttpServletRequest request;

    @POST
    public Response setTier(@FormParam("tier") String tier) {
        request.getSession().setAttribute("discountTier", tier);
        return Response.noContent().build();
    }
}

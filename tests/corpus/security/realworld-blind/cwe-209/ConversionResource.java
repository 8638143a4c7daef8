// expect: none (CWE-209 safe)
// note: NumberFormatException is mapped to a fixed "amount must be a number" message; the exception text is not returned
package com.fx.convert;

import java.math.BigDecimal;
import java.util.logging.Level;
import java.util.logging.Logger;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;

@Path("/convert")
public class ConversionResource {
    private static final Logger LOG = Logger.getLogger(ConversionResource.class.getName());

    @GET
    public Response convert(@QueryParam("amount") String amount, @QueryParam("rate") double rate) {
        try {
            BigDecimal value = new BigDecimal(amount).multiply(BigDecimal.valueOf(rate));
            return Response.ok(value.toPlainString()).build();
        } catch (NumberFormatException e) {
            LOG.log(Level.FINE, "bad amount", e);
            return Response.status(400).entity("amount must be a number").build();
        }
    }
}
